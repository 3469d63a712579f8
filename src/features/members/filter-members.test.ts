import { describe, expect, it } from 'vitest';
import type { Member } from '@/api/types';
import { filterMembers } from './filter-members';

function member(id: number, name: string, profession: string, sectorIds: number[]): Member {
  return {
    id, name, profession, email: '', phone: '', profile: 'Member', aboutMe: 'Expert en comptabilité', city: 'Liège',
    country: 'Belgique', linkedinUrl: '', presentationUrl: '', photo: null, skills: [], companies: [],
    sectors: sectorIds.map((sid) => ({ id: sid, name: `S${sid}` })),
  };
}

const members = [
  member(1, 'Amélie Dubois', 'Architecte', [1]),
  member(2, 'Jan Peeters', 'Développeur web', [2, 3]),
  member(3, 'Sophie Lambert', 'Comptable', [3]),
];

describe('filterMembers', () => {
  it('returns everyone with an empty search and no sector', () => {
    expect(filterMembers(members, { search: '' })).toHaveLength(3);
  });
  it('searches the name, case-insensitively', () => {
    expect(filterMembers(members, { search: 'PEETERS' }).map((m) => m.id)).toEqual([2]);
  });
  it('searches the profession too', () => {
    expect(filterMembers(members, { search: 'comptable' }).map((m) => m.id)).toEqual([3]);
  });
  it('ignores accents both ways', () => {
    expect(filterMembers(members, { search: 'amelie' }).map((m) => m.id)).toEqual([1]);
    expect(filterMembers(members, { search: 'DÉVELOPPEUR' }).map((m) => m.id)).toEqual([2]);
  });
  it('does not search other fields (about, city)', () => {
    expect(filterMembers(members, { search: 'Liège' })).toEqual([]);
    expect(filterMembers(members, { search: 'comptabilité' })).toEqual([]);
  });
  it('keeps members whose sectors include the chosen sector', () => {
    expect(filterMembers(members, { search: '', sectorId: 3 }).map((m) => m.id)).toEqual([2, 3]);
  });
  it('combines search and sector', () => {
    expect(filterMembers(members, { search: 'sophie', sectorId: 2 })).toEqual([]);
    expect(filterMembers(members, { search: 'sophie', sectorId: 3 }).map((m) => m.id)).toEqual([3]);
  });
});
