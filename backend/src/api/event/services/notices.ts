// The event mails, in French, each with a plain-text part, an HTML part, the event's .ics and a one-click
// unsubscribe (RFC 8058: List-Unsubscribe + List-Unsubscribe-Post). Sent through the configured provider
// (SMTP, or the outbox folder in development and tests).
//   signedUp  — a sign-up, or a place on the waiting list, confirmed with the .ics (as Luma and Meetup do;
//               skipped when the member turned event mails off).
//   seatFreed — 'Une place s'est libérée…': a waiting member got a seat (always sent: they asked for it).
//   reminder  — the day before: address, programme, .ics (skipped when the member turned reminders off).
//   changed   — the organiser moved the date, time or place: what changed ('Heure : 12:00 → 12:30'), the new
//               details and the .ics, same UID, higher SEQUENCE (skipped when the member turned change
//               notices off — a separate choice from reminders, with its own unsubscribe link).
//   organiserMessage — an organiser's own message to the attendees, from the back-office
//               (src/backoffice/event-messages.ts): text and HTML parts, no .ics, no unsubscribe (it is
//               not a reminder); replies go to the organiser.
import type { Core } from '@strapi/strapi';
import { frenchDate } from '../../../utils/dates';
import { programmeLine } from '@club/contract';
import { buildEventIcs, type IcsEvent } from '../../../utils/event-ics';
import { unsubscribeUrl, type MailKind } from '../../../utils/unsubscribe-token';
import { appUrl, clubName } from '../../../utils/club-identity';
import { escapeHtml } from '../../../utils/escape-html';

const EVENT = 'api::event.event';
const MEMBER = 'api::member.member';

export type EventForMail = IcsEvent;
export type Recipient = { memberId: number; name: string; email: string; remindersOn: boolean; changesOn: boolean };
/** What moved, one line each: 'Heure : 12:00 → 12:30'. */
export type EventChange = { label: string; before: string; after: string };

export type Notices = {
  loadEvent(eventId: number): Promise<EventForMail | null>;
  recipients(memberIds: number[]): Promise<Recipient[]>;
  signedUp(eventId: number, memberId: number, waitlistPosition: number | null): Promise<boolean>;
  seatFreed(eventId: number, memberIds: number[]): Promise<void>;
  reminder(event: EventForMail, to: Recipient): Promise<void>;
  /** The attendees a change notice goes to (reminders and change notices are separate choices). */
  changeRecipients(memberIds: number[]): Promise<Recipient[]>;
  changed(eventId: number, recipients: Recipient[], changes: EventChange[]): Promise<number>;
  organiserMessage(eventId: number, to: MessageRecipient, subject: string, body: string, replyTo: string | null): Promise<void>;
};

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/** The text body → a simple HTML body (paragraphs, links clickable). */
function toHtml(text: string): string {
  return text
    .split('\n\n')
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/\n/g, '<br>')
          .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`,
    )
    .join('\n');
}

/** Whom an organiser's message goes to: a member (account address, else the one on their profile) or a guest. */
export type MessageRecipient = { name: string; email: string; memberId: number | null; guest?: boolean };

/** An organiser's own greeting opens their text ('Bonjour à tous,', 'Chers membres'): then the mail adds none. */
const OWN_GREETING = /^\s*(bonjour|bonsoir|salut|hello|coucou|hi|cher|chère|chers|chères|madame|monsieur)\b/i;

/** The exact text of an organiser's message as `to` receives it (the preview shows this same text). */
export function organiserMessageText(eventId: number, to: { name: string; guest?: boolean }, body: string): string {
  const why = to.guest
    ? 'Tu reçois ce message parce que tu es venu en invité à un événement du club.'
    : 'Tu reçois ce message parce que tu es inscrit à un événement du club.';
  return [
    ...(OWN_GREETING.test(body) ? [] : [`Bonjour ${to.name},`]),
    body,
    `${why} La page de l’événement : ${appUrl()}/event-detail/${eventId}`,
    clubName(),
  ].join('\n\n');
}

export default ({ strapi }: { strapi: Core.Strapi }): Notices => {
  const when = (event: EventForMail) => {
    const time = hhmm(event.startTime);
    const end = hhmm(event.endTime);
    return `${frenchDate(event.date)}${time ? `, ${end ? `de ${time} à ${end}` : `à ${time}`}` : ''}`;
  };

  const details = (event: EventForMail) =>
    [
      `Quand : ${when(event)}`,
      event.address ? `Où : ${event.address}` : null,
      event.programme.length ? `Programme :\n${event.programme.map(programmeLine).join('\n')}` : null,
    ]
      .filter(Boolean)
      .join('\n\n');

  const STOP: Record<MailKind, string> = {
    reminders: 'Ne plus recevoir les rappels d’événements',
    changes: 'Ne plus recevoir les changements de date, d’heure ou de lieu',
  };

  /** `kind`: what the mail's one-click unsubscribe stops (a changed time is not a reminder). */
  async function send(to: Recipient, event: EventForMail, subject: string, body: string, kind: MailKind = 'reminders') {
    const unsubscribe = unsubscribeUrl(strapi, appUrl(), to.memberId, kind);
    const text = [
      `Bonjour ${to.name},`,
      body,
      `La page de l’événement : ${appUrl()}/event-detail/${event.id}`,
      `À bientôt,\n${clubName()}`,
      `${STOP[kind]} : ${unsubscribe}`,
    ].join('\n\n');
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to: to.email,
        subject,
        text,
        html: toHtml(text),
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: [
          {
            filename: 'evenement.ics',
            content: buildEventIcs(event, appUrl(), clubName()),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ],
      });
  }

  const notices: Notices = {
    async loadEvent(eventId) {
      const row = (await strapi.db.query(EVENT).findOne({
        where: { id: eventId },
        select: ['id', 'Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address', 'CalendarSequence'],
        populate: { Programme: true },
      })) as {
        id: number;
        Name: string;
        Description: string | null;
        Date: string;
        StartingTime: string | null;
        EndTime: string | null;
        Address: string | null;
        CalendarSequence: number | null;
        Programme?: Array<{ Title: string; StartingTime?: string | null; EndTime?: string | null }>;
      } | null;
      if (!row) return null;
      const programme = (row.Programme ?? []).map((item) => ({ title: item.Title, startTime: item.StartingTime, endTime: item.EndTime }));
      return {
        id: row.id,
        name: row.Name,
        description: row.Description,
        date: String(row.Date).slice(0, 10),
        startTime: row.StartingTime,
        endTime: row.EndTime,
        address: row.Address,
        programme,
        sequence: Number(row.CalendarSequence ?? 0),
      };
    },

    async recipients(memberIds) {
      if (memberIds.length === 0) return [];
      const rows = (await strapi.db.query(MEMBER).findMany({
        where: { id: { $in: memberIds } },
        select: ['id', 'Name', 'Email', 'EventReminders', 'EventChanges'],
        populate: { user: { select: ['email'] } },
      })) as Array<{
        id: number;
        Name: string;
        Email: string | null;
        EventReminders: boolean | null;
        EventChanges: boolean | null;
        user?: { email?: string } | null;
      }>;
      // The account's address, else the one on the member's profile (a member imported without an account,
      // signed up by an organiser or at the door).
      return rows.flatMap((row) => {
        const email = row.user?.email || row.Email?.trim();
        if (!email) return [];
        return [
          { memberId: row.id, name: row.Name, email, remindersOn: row.EventReminders !== false, changesOn: row.EventChanges !== false },
        ];
      });
    },

    async signedUp(eventId, memberId, waitlistPosition) {
      const event = await notices.loadEvent(eventId);
      const [to] = await notices.recipients([memberId]);
      if (!event || !to?.remindersOn) return false;
      const leave = 'Tu ne peux plus venir ? Désinscris-toi sur la page de l’événement : ta place ira à quelqu’un d’autre.';
      if (waitlistPosition === null) {
        await send(
          to,
          event,
          `Inscription confirmée : ${event.name}`,
          `Tu es inscrit à « ${event.name} ».\n\n${details(event)}\n\nLe fichier joint ajoute l’événement à ton agenda. ${leave}`,
        );
      } else {
        await send(
          to,
          event,
          `Liste d’attente : ${event.name}`,
          `« ${event.name} » est complet : tu es sur la liste d’attente, en position ${waitlistPosition}. Si une place se libère, elle est à toi et un e-mail te le dit.\n\n${details(event)}\n\nLe fichier joint garde la date dans ton agenda en attendant.`,
        );
      }
      return true;
    },

    async seatFreed(eventId, memberIds) {
      const event = await notices.loadEvent(eventId);
      if (!event) return;
      for (const to of await notices.recipients(memberIds)) {
        await send(
          to,
          event,
          `Une place s'est libérée : ${event.name}`,
          `Une place s'est libérée pour « ${event.name} » : elle est à toi, tu es maintenant inscrit.\n\n${details(event)}\n\nTu ne peux plus venir ? Désinscris-toi sur la page de l’événement : ta place ira au suivant sur la liste d’attente.`,
        );
      }
    },

    async reminder(event, to) {
      await send(
        to,
        event,
        `Rappel : ${event.name}, demain`,
        `Petit rappel : « ${event.name} », c’est demain.\n\n${details(event)}\n\nLe fichier joint ajoute l’événement à ton agenda.`,
      );
    },

    async changeRecipients(memberIds) {
      return (await notices.recipients(memberIds)).filter((to) => to.changesOn);
    },

    async changed(eventId, recipients, changes) {
      const event = await notices.loadEvent(eventId);
      if (!event) return 0;
      const what = changes.map((change) => `${change.label} : ${change.before} → ${change.after}`).join('\n');
      let sent = 0;
      for (const to of recipients) {
        await send(
          to,
          event,
          `Changement : ${event.name}`,
          `L’événement « ${event.name} » a changé :\n${what}\n\nVoici ce qui vaut désormais :\n\n${details(event)}\n\nLe fichier joint met à jour l’événement dans ton agenda.`,
          'changes',
        );
        sent += 1;
      }
      return sent;
    },

    async organiserMessage(eventId, to, subject, body, replyTo) {
      const text = organiserMessageText(eventId, to, body);
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: to.email, subject, text, html: toHtml(text), ...(replyTo && { replyTo }) });
    },
  };
  return notices;
};
