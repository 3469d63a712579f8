import { describe, expect, it } from 'vitest';
import { cardsFromList } from './directory-references';

type Card = { id: number; name: string; city?: string };
const members = [
  { id: 1, name: 'Zoé', city: 'Namur' },
  { id: 2, name: 'Amélie', city: 'Liège' },
];
const pick = (member: { id: number; name: string; city: string }): Card => ({ id: member.id, name: member.name, city: member.city });

describe('cards completed from a list in memory', () => {
  it('each id becomes the member’s card, in name order', () => {
    expect(
      cardsFromList<Card, (typeof members)[number]>(
        [
          { id: 1, name: '' },
          { id: 2, name: '' },
        ],
        members,
        pick,
      ),
    ).toEqual([
      { id: 2, name: 'Amélie', city: 'Liège' },
      { id: 1, name: 'Zoé', city: 'Namur' },
    ]);
  });

  it('none when one is missing or the list is not in memory (the page waits for its answer); no card is an empty list', () => {
    expect(cardsFromList([{ id: 3, name: '' }], members, pick)).toBeUndefined();
    expect(cardsFromList([{ id: 1, name: '' }], undefined, pick)).toBeUndefined();
    expect(cardsFromList([], undefined, pick)).toEqual([]);
  });
});
