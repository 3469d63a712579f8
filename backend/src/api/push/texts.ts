// What each push shows, in French: the notification's title names the event and when ('Une place s'est
// libérée : Lunch à Namur, jeudi 12:00'), its body says what to do. Nothing else leaves the server in a push
// (no member name, no address book): the payload is what the phone displays.
import { addDays, clubToday, pushTagOfEvent, type PushPayload } from '@club/contract';
import type { EventChange, EventForMail } from '../event/services/notices';

const eventPage = (eventId: number) => `/event-detail/${eventId}`;
const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/** 'jeudi 12:00' within the coming week, 'jeudi 12 mars, 12:00' beyond, 'demain 12:00' for tomorrow. */
export function whenShort(date: string, startTime: string | null | undefined, today = clubToday()): string {
  const time = hhmm(startTime);
  const day =
    date === addDays(today, 1)
      ? 'demain'
      : date === today
        ? 'aujourd’hui'
        : new Intl.DateTimeFormat('fr-BE', {
            timeZone: 'UTC',
            weekday: 'long',
            ...(date > addDays(today, 6) && { day: 'numeric', month: 'long' }),
          }).format(new Date(`${date}T00:00:00Z`));
  return time ? `${day}${day.includes(' ') && !day.startsWith('aujourd') ? ',' : ''} ${time}` : day;
}

const about = (event: EventForMail) => ({ url: eventPage(event.id), tag: pushTagOfEvent(event.id) });

export const pushTexts = {
  seatFreed: (event: EventForMail): PushPayload => ({
    title: `Une place s'est libérée : ${event.name}, ${whenShort(event.date, event.startTime)}`,
    body: 'Elle est à toi : tu es maintenant inscrit. Tu ne peux plus venir ? Désinscris-toi pour la laisser au suivant.',
    ...about(event),
  }),
  reminder: (event: EventForMail): PushPayload => ({
    title: `Rappel : ${event.name}, ${whenShort(event.date, event.startTime)}`,
    body: event.address ? `Où : ${event.address}` : 'C’est demain. À bientôt !',
    ...about(event),
  }),
  change: (event: EventForMail, changes: EventChange[]): PushPayload => ({
    title: `Changement : ${event.name}`,
    body: changes.map((change) => `${change.label} : ${change.before} → ${change.after}`).join('\n'),
    ...about(event),
  }),
  message: (event: EventForMail, subject: string): PushPayload => ({
    title: `Message des organisateurs : ${event.name}`,
    body: subject,
    ...about(event),
  }),
  test: (): PushPayload => ({
    title: 'Notifications activées',
    body: 'C’est ici que tu seras prévenu : place libérée, rappel la veille, changement d’horaire ou de lieu, message des organisateurs.',
    url: '/mes-evenements',
    tag: 'test',
  }),
};
