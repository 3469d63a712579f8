import { describe, expect, it } from 'vitest';
import type { DoorData } from '@/api/door';
import { attendanceOf } from '@club/contract';
import { keepUnchanged, searchPeople, shownPeople, type WaitingDoorAction } from './door-state';

const person = (memberId: number, name: string, extra: Partial<DoorData['people'][number]> = {}) => ({
  key: `m${memberId}`,
  memberId,
  name,
  company: null,
  city: null,
  photo: null,
  checkIn: null,
  guest: false,
  ...extra,
});

const data: DoorData = {
  window: null,
  event: { id: 1, name: 'Soirée', date: '2026-11-26' },
  people: [
    person(1, 'Hélène Dubois', { company: 'Éco Services', city: 'Liège' }),
    person(2, 'Marc Lambert', { checkIn: { at: 1000, by: 'Anne', kind: 'member', claims: ['a1'] } }),
  ],
  attendance: { registered: 2, present: 1, walkIns: 0, guests: 0, noShows: 1 },
  readAt: 0,
};

const checkIn = (id: string, memberId: number, at: number, kind: 'member' | 'walk-in' = 'member'): WaitingDoorAction => ({
  id,
  by: 'Moi',
  payload: { kind: 'door-check-in', personKey: `m${memberId}`, request: { clientId: id, at, kind, memberId } },
});

describe('the door as shown', () => {
  it('applies this phone’s waiting check-ins and undos on the server’s list', () => {
    const shown = shownPeople(data, [
      checkIn('c1', 1, 2000),
      { id: 'u1', by: 'Moi', payload: { kind: 'door-undo', personKey: 'm2', claims: ['a1'] } },
    ]);
    const helene = shown.find((p) => p.memberId === 1)!;
    expect(helene.checkIn).toEqual({ at: 2000, by: 'Moi', kind: 'member', claims: ['c1'] });
    expect(helene.waiting).toBe(true);
    expect(shown.find((p) => p.memberId === 2)!.checkIn).toBeNull();
    expect(attendanceOf(shown)).toEqual({ registered: 2, present: 1, walkIns: 0, guests: 0, noShows: 1 });
  });

  it('keeps the first check-in: a later one of this phone adds a claim, an earlier one is shown', () => {
    const later = shownPeople(data, [checkIn('c2', 2, 5000)]).find((p) => p.memberId === 2)!;
    expect(later.checkIn).toEqual({ at: 1000, by: 'Anne', kind: 'member', claims: ['a1', 'c2'] });
    const earlier = shownPeople(data, [checkIn('c3', 2, 500)]).find((p) => p.memberId === 2)!;
    expect(earlier.checkIn?.by).toBe('Moi');
    // Undoing only this phone's claim leaves the other phone's check-in.
    const undone = shownPeople(data, [
      checkIn('c2', 2, 5000),
      { id: 'u', by: 'Moi', payload: { kind: 'door-undo', personKey: 'm2', claims: ['c2'] } },
    ]);
    expect(undone.find((p) => p.memberId === 2)!.checkIn?.claims).toEqual(['a1']);
  });

  it('adds a walk-in and a guest the list does not hold yet, and counts them', () => {
    const walkIn = {
      ...checkIn('w1', 9, 3000, 'walk-in'),
      person: { name: 'Zoé Arrivée', company: null, city: null, memberId: 9, guest: false },
    };
    const guest: WaitingDoorAction = {
      id: 'g1',
      by: 'Moi',
      payload: {
        kind: 'door-check-in',
        personKey: 'local-g1',
        request: { clientId: 'g1', at: 3000, kind: 'guest', guest: { name: 'Invitée', email: 'i@x.be', consent: true } },
      },
      person: { name: 'Invitée', company: null, city: null, memberId: null, guest: true },
    };
    const shown = shownPeople(data, [walkIn, guest]);
    // Walk-ins and guests are counted apart: the headline's ratio is of the members who signed up.
    expect(attendanceOf(shown)).toEqual({ registered: 2, present: 1, walkIns: 1, guests: 1, noShows: 1 });
    // Each takes the place the server gives them (members by name, then guests): the list does not move once sent.
    expect(shown.map((p) => p.name)).toEqual(['Hélène Dubois', 'Marc Lambert', 'Zoé Arrivée', 'Invitée']);
    const early = shownPeople(data, [{ ...walkIn, person: { ...walkIn.person, name: 'Anne Tôt' } }]);
    expect(early.map((p) => p.name)).toEqual(['Anne Tôt', 'Hélène Dubois', 'Marc Lambert']);
  });

  it('keeps a walk-in a walk-in after an undo: a redo registers them again, and they are not counted as signed up', () => {
    const walkIn = {
      ...checkIn('w1', 9, 3000, 'walk-in'),
      person: { name: 'Zoé Arrivée', company: null, city: null, memberId: 9, guest: false },
    };
    const undone = shownPeople(data, [walkIn, { id: 'u', by: 'Moi', payload: { kind: 'door-undo', personKey: 'm9', claims: ['w1'] } }]);
    const zoe = undone.find((p) => p.memberId === 9)!;
    expect(zoe.checkIn).toBeNull();
    expect(zoe.walkIn).toBe(true);
    expect(attendanceOf(undone)).toEqual({ registered: 2, present: 1, walkIns: 0, guests: 0, noShows: 1 });
    // From the server: a walk-in's check-in says so.
    const served = shownPeople(
      { ...data, people: [person(9, 'Zoé', { checkIn: { at: 1, by: 'A', kind: 'walk-in', claims: ['w'] } })] },
      [],
    );
    expect(served[0].walkIn).toBe(true);
  });

  it('searches name, company and city without accents or case', () => {
    const shown = shownPeople(data, []);
    expect(searchPeople(shown, 'liege').map((p) => p.name)).toEqual(['Hélène Dubois']);
    expect(searchPeople(shown, 'ECO').map((p) => p.name)).toEqual(['Hélène Dubois']);
    expect(searchPeople(shown, 'lamb').map((p) => p.name)).toEqual(['Marc Lambert']);
    expect(searchPeople(shown, '')).toHaveLength(2);
  });
});

describe('rows kept between two lists', () => {
  it('gives back the same object for a person who did not change, a new one for who did', () => {
    const before = shownPeople(data, []);
    const after = keepUnchanged(before, shownPeople(data, [checkIn('c1', 1, 2000)]));
    expect(after[1]).toBe(before[1]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0].checkIn?.claims).toEqual(['c1']);
  });

  it('sees a change of claims, of the waiting state and of the person', () => {
    const waiting = shownPeople(data, [checkIn('c1', 1, 2000)]);
    const sent = shownPeople(
      {
        ...data,
        people: [
          person(1, 'Hélène Dubois', {
            company: 'Éco Services',
            city: 'Liège',
            checkIn: { at: 2000, by: 'Moi', kind: 'member', claims: ['c1'] },
          }),
          data.people[1],
        ],
      },
      [],
    );
    const kept = keepUnchanged(waiting, sent);
    expect(kept[0]).not.toBe(waiting[0]);
    expect(kept[0].waiting).toBe(false);
    const renamed = keepUnchanged(
      sent,
      shownPeople({ ...data, people: [data.people[0], { ...data.people[1], name: 'Marc Lambert-Dupont' }] }, []),
    );
    expect(renamed[1].name).toBe('Marc Lambert-Dupont');
  });
});
