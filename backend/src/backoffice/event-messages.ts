// 'Écrire aux participants': an organiser's one e-mail (subject + text) about an event (a change of room, what
// to bring, thanks after it), from the event's panel in the back-office, to the audience they choose: every
// member signed up (with the guests checked in), those present, those absent, or the waiting list. A member is
// written to at their account's address, else at the address on their profile (members imported without an
// account); a guest at the address they left at the door (they agreed the club writes to them). Sent whatever
// the member's reminder setting (a practical message about an event they chose), and never shown to the
// organiser. The preview is the exact text the first recipient receives (one greeting: none added when the
// organiser wrote their own). Each sending is logged as an 'event-message' (who, when, subject, how many
// recipients), listed in the same panel, and each member reached in `event_mail_claims` (kind 'message'): a
// member's export lists the messages they received, their erasure drops the row
// (src/api/account/services/personal-data.ts).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { organiserMessageText, type MessageRecipient, type Notices } from '../api/event/services/notices';
import { eventAttendees, type EventAttendees } from './attendees';
import { CLAIMS_TABLE } from '../api/event/services/reminders';
import type { PushNews } from '../api/push/services/news';
import { WAITLIST_TABLE } from '../api/event/services/seats';

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
  noRecipient: 'Personne à qui écrire dans ce groupe (ou personne dont on connaît l’adresse) : aucun message envoyé.',
  audience: 'Choisis à qui écrire : tous les inscrits, les présents, les absents ou la liste d’attente.',
  tooMany: `Déjà ${MESSAGES_PER_DAY} messages envoyés pour cet événement en 24 heures : réessaie plus tard.`,
};

export type SentMessage = { subject: string; recipients: number; sentBy: string; sentAt: string };
export type AdminUser = { firstname?: string | null; lastname?: string | null; email?: string | null };

const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

/** Whom a message goes to. 'registered': every member signed up, and the guests checked in. */
export const AUDIENCES = ['registered', 'present', 'absent', 'waiting'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The subject, text and audience, checked: French 400s for what the form lets through by mistake or on purpose. */
export function checkMessage(body: unknown): { subject: string; text: string; audience: Audience } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const audience = input.audience === undefined ? 'registered' : input.audience;
  if (!AUDIENCES.includes(audience as Audience)) throw new errors.ValidationError(MESSAGE_ERRORS.audience);
  const subject = clean(input.subject).replace(/\s+/g, ' ');
  const text = clean(input.text);
  if (!subject) throw new errors.ValidationError(MESSAGE_ERRORS.subject);
  if (subject.length > SUBJECT_MAX) throw new errors.ValidationError(MESSAGE_ERRORS.subjectTooLong);
  if (!text) throw new errors.ValidationError(MESSAGE_ERRORS.text);
  if (text.length > TEXT_MAX) throw new errors.ValidationError(MESSAGE_ERRORS.textTooLong);
  return { subject, text, audience: audience as Audience };
}

type AudienceMembers = Record<Audience, number[]>;

/** The members of each audience (ids), from the attendees and the waiting list. */
async function audienceMembers(strapi: Core.Strapi, found: EventAttendees): Promise<AudienceMembers> {
  const present = new Set(found.presentIds);
  const waiting = (await strapi.db
    .connection(WAITLIST_TABLE)
    .where({ event_id: found.event.id })
    .orderBy('id')
    .select('member_id')) as Array<{
    member_id: number;
  }>;
  return {
    registered: found.memberIds,
    present: found.memberIds.filter((id) => present.has(id)),
    absent: found.memberIds.filter((id) => !present.has(id)),
    waiting: waiting.map((row) => Number(row.member_id)),
  };
}

/** Members with an address to write to (the notices' rule: their account's, else their profile's). By name. */
async function membersWithAddress(strapi: Core.Strapi, ids: number[]): Promise<MessageRecipient[]> {
  const notices = strapi.service(NOTICES) as unknown as Notices;
  return (await notices.recipients(ids))
    .map((to) => ({ name: to.name, email: to.email, memberId: to.memberId }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export type AudienceCounts = Record<Audience, { people: number; reachable: number }>;

/** How many people each audience holds, and how many of them a message reaches (an address known). */
export async function audienceCounts(strapi: Core.Strapi, found: EventAttendees): Promise<AudienceCounts> {
  const members = await audienceMembers(strapi, found);
  const reachable = new Set((await membersWithAddress(strapi, [...new Set(Object.values(members).flat())])).map((to) => to.memberId));
  const count = (ids: number[], guests: number) => ({
    people: ids.length + guests,
    reachable: ids.filter((id) => reachable.has(id)).length + guests,
  });
  return {
    registered: count(members.registered, found.guests.length),
    present: count(members.present, found.guests.length),
    absent: count(members.absent, 0),
    waiting: count(members.waiting, 0),
  };
}

async function recipientsOf(strapi: Core.Strapi, found: EventAttendees, audience: Audience): Promise<MessageRecipient[]> {
  const members = await membersWithAddress(strapi, (await audienceMembers(strapi, found))[audience]);
  const guests = audience === 'registered' || audience === 'present' ? found.guests : [];
  const seen = new Set(members.map((to) => to.email.toLowerCase()));
  return [
    ...members,
    ...guests.filter((guest) => !seen.has(guest.email.toLowerCase())).map((guest) => ({ ...guest, memberId: null, guest: true })),
  ];
}

const nobodyIn = (found: EventAttendees, audience: Audience) =>
  audience === 'registered' && found.memberIds.length === 0 && found.guests.length === 0
    ? MESSAGE_ERRORS.noAttendee
    : MESSAGE_ERRORS.noRecipient;

export type MessagePreview = { recipients: number; to: string; subject: string; text: string };

/** The mail exactly as its first recipient will receive it, and how many it goes to. */
export async function previewMessage(strapi: Core.Strapi, documentId: string, body: unknown): Promise<MessagePreview> {
  const { subject, text, audience } = checkMessage(body);
  const found = await eventAttendees(strapi, documentId);
  if (!found) throw new errors.NotFoundError(MESSAGE_ERRORS.noEvent);
  const recipients = await recipientsOf(strapi, found, audience);
  if (recipients.length === 0) throw new errors.ValidationError(nobodyIn(found, audience));
  return {
    recipients: recipients.length,
    to: recipients[0].name,
    subject,
    text: organiserMessageText(found.event.id, recipients[0], text),
  };
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
  const { subject, text, audience } = checkMessage(body);
  const found = await eventAttendees(strapi, documentId);
  if (!found) throw new errors.NotFoundError(MESSAGE_ERRORS.noEvent);
  const since = new Date(Date.now() - DAY_MS);
  const today = await strapi.db.query(MESSAGE).count({ where: { event: { id: found.event.id }, createdAt: { $gte: since } } });
  if (today >= MESSAGES_PER_DAY) throw new errors.RateLimitError(MESSAGE_ERRORS.tooMany);
  const notices = strapi.service(NOTICES) as unknown as Notices;
  const recipients = await recipientsOf(strapi, found, audience);
  if (recipients.length === 0) throw new errors.ValidationError(nobodyIn(found, audience));
  const sentBy = senderName(user);
  const reached: number[] = [];
  let sent = 0;
  for (const to of recipients) {
    await notices.organiserMessage(found.event.id, to, subject, text, user.email ?? null);
    sent += 1;
    if (to.memberId !== null) reached.push(to.memberId);
  }
  const row = (await strapi.db.query(MESSAGE).create({
    data: { Subject: subject, Text: text, Recipients: sent, SentBy: sentBy, event: found.event.id },
  })) as { id: number; createdAt: string | Date };
  const claimedAt = Date.now();
  // In batches: SQLite takes at most 999 values in one statement.
  await strapi.db.connection.batchInsert(
    CLAIMS_TABLE,
    reached.map((memberId) => ({
      kind: 'message',
      event_id: found.event.id,
      member_id: memberId,
      stamp: `message:${row.id}`,
      claimed_at: claimedAt,
    })),
    100,
  );
  // The members' phones that chose 'Message des organisateurs': the subject, and a tap opens the event.
  void (strapi.service('api::push.news') as unknown as PushNews)
    .message(found.event.id, reached, subject)
    .catch((error) => strapi.log.error(`[event-messages] pushes failed: ${error}`));
  return { subject, recipients: sent, sentBy, sentAt: new Date(row.createdAt).toISOString() };
}
