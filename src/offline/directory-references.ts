// Cards of another directory inside a synced record, completed from that directory on the phone. Member cards inside
// the phone's events and companies are ids only (@club/contract's DIRECTORY_CARDS_QUERY): each is the member's own
// record in the members directory; a card whose member is not on the phone (hidden from this viewer, or not synced
// yet) is left out. Used where a detail page reads a synced record, or starts from a list in memory.
import { byName } from '@/lib/sort';
import { readMany } from './directory-store';

type Card = { id: number; name: string };

/** The Query key of a directory's whole list, as each feature names it (`[kind, 'list']`). */
export const directoryListKey = (kind: string) => [kind, 'list'] as const;

/** `cards` completed from the directory `kind` on the device, in name order. */
export async function cardsFromDirectory<C extends Card, M>(kind: string, cards: readonly C[], pick: (member: M) => C): Promise<C[]> {
  const members = await readMany<M>(
    kind,
    cards.map((card) => card.id),
  );
  return members.flatMap((member) => (member ? [pick(member)] : [])).sort(byName);
}

/**
 * The same from a directory's list in memory; undefined when one is missing there (the page then waits for its own
 * answer rather than show a shorter list).
 */
export function cardsFromList<C extends Card, M extends { id: number }>(
  cards: readonly C[],
  members: readonly M[] | undefined,
  pick: (member: M) => C,
): C[] | undefined {
  if (cards.length === 0) return [];
  if (!members) return undefined;
  const byId = new Map(members.map((member) => [member.id, member]));
  const found = cards.map((card) => byId.get(card.id));
  if (found.some((member) => member === undefined)) return undefined;
  return (found as M[]).map(pick).sort(byName);
}
