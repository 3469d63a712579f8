// The door (issue 28): what an organiser's phone and the server exchange to check people in at an event.
// A check-in is a *claim* made by one phone, named by the id that phone gave it (`clientId`): sending it twice
// records it once. A person is present while at least one of their claims stands; the time and the organiser
// shown are those of the earliest standing claim (two phones checking the same person: the first one is kept).
// An undo names the claims its phone saw: a claim it did not see (made on another phone, not yet synced) stands.

import { CLUB_TIME_ZONE, brusselsInstant } from './event-calendar';
import { addDays } from './events';

export const ORGANISER_ROLE_TYPE = 'organiser';

/**
 * How long an action may wait in a phone's outbox (IndexedDB) before it is dropped: the queued sign-ups are kept
 * with the cache for this long, a delivered row no page read is dropped after it. The server trusts a door phone's
 * clock no further back than this (a check-in's `at`).
 */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Guests per event, and guests one organiser may add in 24 hours: each guest is mailed by the club. */
export const GUEST_CAP_PER_EVENT = 200;
export const GUEST_CAP_PER_ORGANISER_PER_DAY = 50;
export const GUEST_NAME_MAX_LENGTH = 120;
/** A guest is invited to join once per address in this many days, whatever the events. */
export const GUEST_INVITATION_INTERVAL_DAYS = 30;
/** The door opens this many hours before an event's start, unless the server's DOOR_OPENS_HOURS_BEFORE says otherwise. */
export const DOOR_OPENS_HOURS_BEFORE = 2;

export type CheckInKind = 'member' | 'walk-in' | 'guest';

/** Who checked a person in, and when (epoch ms): the earliest standing claim. */
export interface DoorCheckIn {
  at: number;
  by: string;
  kind: CheckInKind;
  /** Every standing claim's id (what an undo names). */
  claims: string[];
}

export interface DoorPhoto {
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width?: number | null; height?: number | null }> | null;
}

export interface DoorAttendee {
  memberId: number;
  name: string;
  company: string | null;
  city: string | null;
  photo: DoorPhoto | null;
  checkIn: DoorCheckIn | null;
}

/** A guest (not a member): their name only — their e-mail never leaves the server. */
export interface DoorGuest {
  key: string;
  name: string;
  checkIn: DoorCheckIn | null;
}

export interface Attendance {
  /** Members who signed up before the door (a walk-in is not one of them). */
  registered: number;
  /** Of those, the ones checked in. */
  present: number;
  /** Members checked in who had not signed up (registered at the door). */
  walkIns: number;
  /** Guests (not members) checked in. */
  guests: number;
  /** Members who signed up and were not checked in. */
  noShows: number;
}

/** Who the door counts: a member or a guest, their check-in, and whether they came as a walk-in. */
export interface CountedPerson {
  guest: boolean;
  checkIn: Pick<DoorCheckIn, 'kind'> | null;
  /** A walk-in whose check-in was undone on a phone (not yet synced): not a registered member. */
  walkIn?: boolean;
}

/**
 * The counts of an event's door, one rule for the server's list, a phone that adds its own waiting check-ins on
 * top, the event's page and the back-office: 'Présents 4 / 9 inscrits · 1 sur place · 2 invités'. Present and
 * no-shows are among the members who signed up; walk-ins and guests are counted apart, never in that ratio.
 */
export function attendanceOf(people: ReadonlyArray<CountedPerson>): Attendance {
  let registered = 0;
  let present = 0;
  let walkIns = 0;
  let guests = 0;
  for (const person of people) {
    if (person.guest) {
      if (person.checkIn) guests += 1;
    } else if (person.checkIn?.kind === 'walk-in') {
      walkIns += 1;
    } else if (!person.walkIn) {
      registered += 1;
      if (person.checkIn) present += 1;
    }
  }
  return { registered, present, walkIns, guests, noShows: registered - present };
}

/** 'Présents 4 / 9 inscrits': the members who signed up and came, over those who signed up. */
export const attendanceHeadline = (a: Pick<Attendance, 'present' | 'registered'>) => `Présents ${a.present} / ${a.registered} inscrits`;

/** '1 sur place · 2 invités' (empty when neither came): counted apart from the headline's ratio. */
export const attendanceOthers = (a: Pick<Attendance, 'walkIns' | 'guests'>) =>
  [a.walkIns > 0 && `${a.walkIns} sur place`, a.guests > 0 && `${a.guests} invité${a.guests > 1 ? 's' : ''}`].filter(Boolean).join(' · ');

/** The one phrase every screen shows: 'Présents 4 / 9 inscrits · 1 sur place · 2 invités'. */
export const attendanceSummary = (a: Attendance) => [attendanceHeadline(a), attendanceOthers(a)].filter(Boolean).join(' · ');

export interface DoorList {
  event: { id: number; name: string; date: string };
  /** When this door takes check-ins (the server's window; absent from lists stored before it was sent). */
  window?: DoorWindow;
  attendees: DoorAttendee[];
  guests: DoorGuest[];
  attendance: Attendance;
  /** The server's clock when the list was read (epoch ms). */
  readAt: number;
}

export type CheckInRequest =
  | { clientId: string; at: number; kind: 'member' | 'walk-in'; memberId: number }
  | { clientId: string; at: number; kind: 'guest'; guest: { name: string; email: string; consent: boolean } };

export interface UndoRequest {
  /** The claims the phone saw for that person. */
  claims: string[];
}

/** The person's state after a check-in or an undo. `first: false`: they were already checked in (by `checkIn.by`). */
export interface CheckInAnswer {
  person: { memberId: number | null; guestKey: string | null };
  checkIn: DoorCheckIn | null;
  first: boolean;
}

export const DOOR_MESSAGES = {
  notOrganiser: 'Réservé aux organisateurs',
  notRegistered: 'Ce membre n’est pas inscrit à cet événement',
  unknownMember: 'Membre introuvable',
  consent: 'L’invité doit accepter que le club garde son nom et son adresse mail',
  guestName: 'Le nom de l’invité est obligatoire',
  guestNameText: 'Le nom de l’invité ne peut contenir ni lien, ni adresse, ni caractère spécial : écris seulement son prénom et son nom',
  eventGuestCap: `Cet événement a déjà ${GUEST_CAP_PER_EVENT} invités : impossible d’en ajouter d’autres`,
  organiserGuestCap: `Tu as déjà ajouté ${GUEST_CAP_PER_ORGANISER_PER_DAY} invités en 24 heures : réessaie plus tard`,
  clientId: 'Identifiant de l’enregistrement manquant ou invalide',
  claimReused: 'Cet identifiant désigne déjà un autre enregistrement',
} as const;

// A guest's name goes into the club's mail ('Bonjour <name>,'): it is text, never something a mail client turns
// into a link. Refused: control and invisible format characters (line breaks, bidi overrides), anything of an
// address (://, www., @, /, \, <, >) and a dot glued to two letters or digits ('evil.example', 'site.be'),
// which mail clients link on their own; initials ('J.P. Dupont') stay fine.
const NAME_NOT_TEXT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|:\/\/|www\.|[@/\\<>]|\.[\p{L}\p{N}]{2,}/iu;

/** Why a guest's name is refused (a French message), or null when it is fine. */
export function guestNameError(raw: string): string | null {
  const name = raw.trim();
  if (name.length < 2 || name.length > GUEST_NAME_MAX_LENGTH) return DOOR_MESSAGES.guestName;
  if (NAME_NOT_TEXT.test(name)) return DOOR_MESSAGES.guestNameText;
  return null;
}

/** When the door of an event takes check-ins and undos (epoch ms, `opensAt` included, `closesAt` excluded). */
export interface DoorWindow {
  opensAt: number;
  closesAt: number;
}

/**
 * The door opens on the event's day (Brussels): `hoursBefore` hours before its start (never before the day's
 * start), or at the day's start when the event has no time; it closes at the end of the day after (a late sync,
 * the evening running past midnight).
 */
export function doorWindow(date: string, startTime: string | null | undefined, hoursBefore = DOOR_OPENS_HOURS_BEFORE): DoorWindow {
  const dayStart = brusselsInstant(date, '00:00');
  const start = startTime ? brusselsInstant(date, startTime.slice(0, 5)) : dayStart;
  return {
    opensAt: Math.max(dayStart, start - hoursBefore * 60 * 60 * 1000),
    closesAt: brusselsInstant(addDays(date, 2), '00:00'),
  };
}

/** '28/11/2026 à 17:00' in Brussels (built from parts: the separator Intl puts between date and time varies). */
function brusselsDateTime(instant: number): string {
  const parts = new Intl.DateTimeFormat('fr-BE', {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} à ${get('hour')}:${get('minute')}`;
}

/** The French refusal of a check-in or an undo outside the door's window (null inside it). */
export function doorClosedMessage(window: DoorWindow, now: number): string | null {
  if (now < window.opensAt) return `L’accueil de cet événement n’est pas encore ouvert : il ouvre le ${brusselsDateTime(window.opensAt)}.`;
  if (now >= window.closesAt) {
    return `L’accueil de cet événement est fermé depuis le ${brusselsDateTime(window.closesAt)} : les arrivées ne s’enregistrent plus.`;
  }
  return null;
}
