// The door (issue 28): what an organiser's phone and the server exchange to check people in at an event.
// A check-in is a *claim* made by one phone, named by the id that phone gave it (`clientId`): sending it twice
// records it once. A person is present while at least one of their claims stands; the time and the organiser
// shown are those of the earliest standing claim (two phones checking the same person: the first one is kept).
// An undo names the claims its phone saw: a claim it did not see (made on another phone, not yet synced) stands.

export const ORGANISER_ROLE_TYPE = 'organiser';

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
  /** Members signed up (walk-ins included). */
  registered: number;
  /** Members and guests checked in. */
  present: number;
  walkIns: number;
  guests: number;
  /** Members signed up before the door who were not checked in. */
  noShows: number;
}

/**
 * The counts of an event's door, one rule for the server's list and for a phone that adds its own waiting
 * check-ins on top: signed-up members (walk-ins included), who is present (members and guests), walk-ins,
 * guests present, members who did not come.
 */
export function attendanceOf(people: ReadonlyArray<{ guest: boolean; checkIn: Pick<DoorCheckIn, 'kind'> | null }>): Attendance {
  const members = people.filter((person) => !person.guest);
  const membersPresent = members.filter((person) => person.checkIn).length;
  const guestsPresent = people.filter((person) => person.guest && person.checkIn).length;
  return {
    registered: members.length,
    present: membersPresent + guestsPresent,
    walkIns: members.filter((person) => person.checkIn?.kind === 'walk-in').length,
    guests: guestsPresent,
    noShows: members.length - membersPresent,
  };
}

export interface DoorList {
  event: { id: number; name: string; date: string };
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
  clientId: 'Identifiant de l’enregistrement manquant ou invalide',
  claimReused: 'Cet identifiant désigne déjà un autre enregistrement',
} as const;
