import { describe, expect, it } from 'vitest';
import { referencedMemberIds, withIncludedCards } from './member-references';

const ann = { id: 1, Name: 'Ann' };
const bob = { id: 2, Name: 'Bob' };

describe('member cards sent once per answer', () => {
  it('finds each referred id once, along every path of the kind', () => {
    const events = [
      { id: 10, event_attendee: { id: 5, members: [{ id: 2 }, { id: 1 }] } },
      { id: 11, event_attendee: { id: 6, members: [{ id: 1 }] } },
      { id: 12, event_attendee: null },
    ];
    expect(referencedMemberIds('events', events).sort()).toEqual([1, 2]);
    expect(referencedMemberIds('members', [{ id: 1, companies: [{ id: 3 }] }])).toEqual([]);
  });

  it('puts the cards back in place, in the rows’ order, leaving out one not included', () => {
    const events = [
      { id: 10, event_attendee: { id: 5, members: [{ id: 2 }, { id: 1 }, { id: 9 }] } },
      { id: 12, event_attendee: null },
    ];
    expect(withIncludedCards('events', events, { members: [ann, bob] })).toEqual([
      { id: 10, event_attendee: { id: 5, members: [bob, ann] } },
      { id: 12, event_attendee: null },
    ]);
    expect(withIncludedCards('companies', [{ id: 3, members: [{ id: 1 }] }], undefined)).toEqual([{ id: 3, members: [] }]);
  });

  it('leaves a kind without cards as it came', () => {
    const members = [{ id: 1, companies: [{ id: 3, Name: 'Atelier' }] }];
    expect(withIncludedCards('members', members, undefined)).toBe(members);
    expect(members[0].companies).toEqual([{ id: 3, Name: 'Atelier' }]);
  });
});
