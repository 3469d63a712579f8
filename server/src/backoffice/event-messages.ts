// 'Écrire aux participants': an organiser's one e-mail (subject + text) to every member signed up to an event
// (a change of room, what to bring), from the event's panel in the back-office. Sent to the address of each
// member's account (the one they log in with and receive reminders at): a practical message about an event
// they chose, sent whatever their reminder setting, and never shown to the organiser. Each sending is logged
// as an 'event-message' (who, when, subject, how many recipients), listed in the same panel, and each recipient
// in `event_mail_claims` (kind 'message'): a member's export lists the messages they received, their erasure
// drops the row (src/api/account/services/personal-data.ts).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Notices } from '../api/event/services/notices';
import { eventAttendees } from './attendees';
import { CLAIMS_TABLE } from '../api/event/services/reminders';

const MESSAGE = 'api::event-message.event-message';
const NOTICES = 'api::event.notices';

export const SUBJECT_MAX = 150;
export const TEXT_MAX = 5000;
/** Messages per event in 24 hours: a change of venue, a correction; not a newsletter. */
export const MESSAGES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export const MESSAGE_ERRORS = {
  subject: 'Indique l’objet du message.',
  subjectTooLong: `L’objet ne peut dépasser ${SUBJECT_MAX} caractères.`,
  text: 'Écris le message à envoyer.',
  textTooLong: `Le message ne peut dépasser ${TEXT_MAX} caractères.`,
  noEvent: 'Cet événement n’existe pas.',
  noAttendee: 'Personne n’est inscrit à cet événement : aucun message envoyé.',
  tooMany: `Déjà ${MESSAGES_PER_DAY} messages envoyés pour cet événement en 24 heures : réessaie plus tard.`,
};

export type SentMessage = { subject: string; recipients: number; sentBy: string; sentAt: string };
export type AdminUser = { firstname?: string | null; lastname?: string | null; email?: string | null };

const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

/** The subject and text, checked: French 400s for what the form lets through by mistake or on purpose. */
export function checkMessage(body: unknown): { subject: string; text: string } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const subject = clean(input.subject).replace(/\s+/g, ' ');
  const text = clean(input.text);
  if (!subject) throw new errors.ValidationError(MESSAGE_ERRORS.subject);
  if (subject.length > SUBJECT_MAX) throw new errors.ValidationError(MESSAGE_ERRORS.subjectTooLong);
  if (!text) throw new errors.ValidationError(MESSAGE_ERRORS.text);
  if (text.length > TEXT_MAX) throw new errors.ValidationError(MESSAGE_ERRORS.textTooLong);
  return { subject, text };
}

const senderName = (user: AdminUser) => [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'Organisateur';

/** The messages already sent for the event, newest first. */
export async function sentMessages(strapi: Core.Strapi, eventId: number): Promise<SentMessage[]> {
  const rows = (await strapi.db.query(MESSAGE).findMany({
    where: { event: { id: eventId } },
    select: ['Subject', 'Recipients', 'SentBy', 'createdAt'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })) as Array<{ Subject: string; Recipients: number; SentBy: string; createdAt: string | Date }>;
  return rows.map((row) => ({
    subject: row.Subject,
    recipients: row.Recipients,
    sentBy: row.SentBy,
    sentAt: new Date(row.createdAt).toISOString(),
  }));
}

export async function writeToAttendees(strapi: Core.Strapi, documentId: string, body: unknown, user: AdminUser): Promise<SentMessage> {
  const { subject, text } = checkMessage(body);
  const found = await eventAttendees(strapi, documentId);
  if (!found) throw new errors.NotFoundError(MESSAGE_ERRORS.noEvent);
  const since = new Date(Date.now() - DAY_MS);
  const today = await strapi.db.query(MESSAGE).count({ where: { event: { id: found.event.id }, createdAt: { $gte: since } } });
  if (today >= MESSAGES_PER_DAY) throw new errors.RateLimitError(MESSAGE_ERRORS.tooMany);
  const notices = strapi.service(NOTICES) as unknown as Notices;
  const recipients = await notices.recipients(found.memberIds);
  if (recipients.length === 0) throw new errors.ValidationError(MESSAGE_ERRORS.noAttendee);
  const sentBy = senderName(user);
  const reached: number[] = [];
  for (const to of recipients) {
    await notices.organiserMessage(found.event.id, to, subject, text, user.email ?? null);
    reached.push(to.memberId);
  }
  const sent = reached.length;
  const row = (await strapi.db.query(MESSAGE).create({
    data: { Subject: subject, Text: text, Recipients: sent, SentBy: sentBy, event: found.event.id },
  })) as { id: number; createdAt: string | Date };
  const claimedAt = Date.now();
  await strapi.db.connection(CLAIMS_TABLE).insert(
    reached.map((memberId) => ({
      kind: 'message',
      event_id: found.event.id,
      member_id: memberId,
      stamp: `message:${row.id}`,
      claimed_at: claimedAt,
    })),
  );
  return { subject, recipients: sent, sentBy, sentAt: new Date(row.createdAt).toISOString() };
}
