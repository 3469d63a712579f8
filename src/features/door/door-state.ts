// What the door screen shows: the server's list with this phone's actions still waiting to be sent applied on
// top (offline, the phone's own check-ins and undos show at once), the counts computed from it, and the search.
// The server's rule (contract/src/door.ts) is followed here: a waiting check-in adds a claim (the earliest stays
// shown), a waiting undo withdraws the claims it names.
import { replaceEqualDeep } from '@tanstack/react-query';
import { CLUB_TIME_ZONE, matchesAny } from '@club/contract';
import type { DoorData, DoorPerson } from '@/api/door';
import type { DoorPayload } from '@/offline/outbox-rules';

export interface WaitingDoorAction {
  id: string;
  payload: DoorPayload;
  /** The organiser who made it (their name), shown as 'par …'. */
  by: string;
  /** For a person the list does not hold yet (a walk-in, a guest). */
  person?: Pick<DoorPerson, 'name' | 'company' | 'city' | 'memberId' | 'guest'>;
}

export type ShownPerson = DoorPerson & {
  waiting: boolean;
  /** Came without signing up (registered at the door): kept after an undo, so that a redo is a walk-in again. */
  walkIn: boolean;
};

function withCheckIn(person: ShownPerson, action: WaitingDoorAction): ShownPerson {
  if (action.payload.kind !== 'door-check-in') return person;
  const { clientId, at, kind } = action.payload.request;
  const current = person.checkIn;
  const walkIn = person.walkIn || kind === 'walk-in';
  if (!current) return { ...person, waiting: true, walkIn, checkIn: { at, by: action.by, kind, claims: [clientId] } };
  if (current.claims.includes(clientId)) return person;
  const earlier = at < current.at;
  return {
    ...person,
    waiting: true,
    walkIn,
    checkIn: earlier
      ? { at, by: action.by, kind, claims: [clientId, ...current.claims] }
      : { ...current, claims: [...current.claims, clientId] },
  };
}

function withUndo(person: ShownPerson, action: WaitingDoorAction): ShownPerson {
  if (action.payload.kind !== 'door-undo' || !person.checkIn) return { ...person, waiting: true };
  const withdrawn = new Set(action.payload.claims);
  const claims = person.checkIn.claims.filter((claim) => !withdrawn.has(claim));
  return { ...person, waiting: true, checkIn: claims.length > 0 ? { ...person.checkIn, claims } : null };
}

const byName = new Intl.Collator('fr').compare;

/** The server's order, for a person this phone adds too: members by name, then guests by name. */
const inDoorOrder = (a: ShownPerson, b: ShownPerson) => Number(a.guest) - Number(b.guest) || byName(a.name, b.name);

/**
 * The people as shown: the server's list, then each waiting action in the order it was made. A person added here
 * (a walk-in, a guest) takes the place the server will give them, so that the list does not move once it is sent.
 */
export function shownPeople(data: DoorData | undefined, waiting: WaitingDoorAction[]): ShownPerson[] {
  const people = new Map<string, ShownPerson>(
    (data?.people ?? []).map((p) => [p.key, { ...p, waiting: false, walkIn: p.checkIn?.kind === 'walk-in' }]),
  );
  let added = false;
  for (const action of waiting) {
    const key = action.payload.personKey;
    let person = people.get(key);
    if (!person) {
      if (action.payload.kind !== 'door-check-in' || !action.person) continue;
      added = true;
      person = {
        key,
        photo: null,
        checkIn: null,
        waiting: true,
        walkIn: false,
        ...action.person,
        company: action.person.company ?? null,
        city: action.person.city ?? null,
      };
    }
    people.set(key, action.payload.kind === 'door-check-in' ? withCheckIn(person, action) : withUndo(person, action));
  }
  const shown = [...people.values()];
  return added ? shown.sort(inDoorOrder) : shown;
}

/**
 * The new list, with each person who did not change given back as the object the screen already had (a row is
 * drawn again only when its object changes: one check-in redraws one row, not 300). Compared by key, with
 * TanStack Query's own structural sharing.
 */
export function keepUnchanged(previous: ShownPerson[], next: ShownPerson[]): ShownPerson[] {
  if (previous.length === 0) return next;
  const before = new Map(previous.map((person) => [person.key, person]));
  return next.map((person) => {
    const old = before.get(person.key);
    return old ? replaceEqualDeep(old, person) : person;
  });
}

/** The contract's search (accents and case ignored) on name, company and city. */
export const searchPeople = (people: ShownPerson[], query: string) =>
  query.trim() ? people.filter((p) => matchesAny(query, [p.name, p.company, p.city])) : people;

/** 'HH:mm' in Brussels (the door and the event are there, whatever the phone's zone). */
export function doorTime(at: number): string {
  return new Intl.DateTimeFormat('fr-BE', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}
