// Member cards inside another directory's rows (an event's attendees, a company's members). A club's events list
// the same members again and again: sent in full, each card travelled once per attendance (some 10,000 cards for
// 400 events at 3,000 members: most of the events' bytes, and the server checked each one's privacy every time).
// On the wire, each card there is its id only, and the answer carries every card it refers to once, in
// `included.members`. The server writes that shape (backend/src/api/directory), the PWA's API layer reads it back
// into whole rows (src/api/directory.ts): the rest of the app never sees the difference.
import type { DirectoryKind } from './directory';

/** Where, in a directory's row, member cards sit (relation paths, as in the row's populate). */
export const MEMBER_REFERENCES: Record<DirectoryKind, ReadonlyArray<readonly string[]>> = {
  members: [],
  companies: [['members']],
  events: [['event_attendee', 'members']],
};

/** A member card on the wire: a Strapi member row with its id. */
export type WireMemberCard = { id: number } & Record<string, unknown>;

/** What an answer carries once for all its rows. */
export interface IncludedCards {
  members?: WireMemberCard[];
}

type Row = Record<string, unknown>;

/** Every list of member cards (or one card) at `path` in the rows. */
function cardHolders(rows: unknown[], path: readonly string[], visit: (holder: Row, key: string) => void) {
  const [head, ...rest] = path;
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    if (rest.length === 0) visit(row as Row, head);
    else {
      const inner = (row as Row)[head];
      cardHolders(Array.isArray(inner) ? inner : [inner], rest, visit);
    }
  }
}

const cardsAt = (holder: Row, key: string): unknown[] => {
  const value = holder[key];
  return Array.isArray(value) ? value : value ? [value] : [];
};

/** The ids of the member cards the rows refer to, each once. */
export function referencedMemberIds(kind: DirectoryKind, rows: unknown[]): number[] {
  const ids = new Set<number>();
  for (const path of MEMBER_REFERENCES[kind]) {
    cardHolders(rows, path, (holder, key) => {
      for (const card of cardsAt(holder, key)) {
        const id = (card as { id?: unknown } | null)?.id;
        if (typeof id === 'number') ids.add(id);
      }
    });
  }
  return [...ids];
}

/**
 * The rows with each referred card whole again, in place (the order kept); a card the answer does not include is
 * left out (a member hidden from this viewer).
 */
export function withIncludedCards<T>(kind: DirectoryKind, rows: T[], included: IncludedCards | undefined): T[] {
  const paths = MEMBER_REFERENCES[kind];
  if (paths.length === 0) return rows;
  const cards = new Map((included?.members ?? []).map((card) => [card.id, card]));
  for (const path of paths) {
    cardHolders(rows, path, (holder, key) => {
      const value = holder[key];
      if (value === undefined || value === null) return;
      const whole = cardsAt(holder, key).flatMap((card) => {
        const found = cards.get((card as { id?: number }).id ?? -1);
        return found ? [found] : [];
      });
      holder[key] = Array.isArray(value) ? whole : (whole[0] ?? null);
    });
  }
  return rows;
}

/** The rows with each member card reduced to its id, in place (the 'directory' shape below). */
export function cardIdsOnly<T>(kind: DirectoryKind, rows: T[]): T[] {
  for (const path of MEMBER_REFERENCES[kind]) {
    cardHolders(rows, path, (holder, key) => {
      const value = holder[key];
      if (value === undefined || value === null) return;
      const ids = cardsAt(holder, key).map((card) => ({ id: (card as { id: number }).id }));
      holder[key] = Array.isArray(value) ? ids : (ids[0] ?? null);
    });
  }
  return rows;
}

/**
 * The query parameter by which a client asks for this shape. A PWA from before it (still running on a phone after a
 * deploy) does not send it and keeps getting whole cards in each row.
 */
export const INCLUDED_CARDS_QUERY = { cards: 'included' } as const;

/**
 * The shape a phone's sync asks for (issue 47): the member cards in other rows travel as ids only, with no
 * `included`; the phone completes them from its own members directory (a member hidden from this viewer is in neither:
 * the server drops their ids from the rows). At 10,000 members the events' and companies' cards were a sixth of a
 * first download, and a copy of the members directory inside the other two on the phone.
 */
export const DIRECTORY_CARDS_QUERY = { cards: 'directory' } as const;
