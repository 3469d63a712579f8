import { describe, expect, it } from 'vitest';
import type { Member } from '@/api/types';
import { filterMembers } from './filter-members';

function member(id: number, name: string, profession: string, sectorIds: number[], city = 'Namur', company = '', languages = ''): Member {
  return {
    id,
    name,
    profession,
    email: '',
    phone: '',
    profile: 'Member',
    aboutMe: 'Expert en comptabilité',
    city,
    country: 'Belgique',
    linkedinUrl: '',
    presentationUrl: '',
    languages,
    photo: null,
    skills: [],
    companies: company ? [{ id: id * 10, name: company, about: '', logo: null, services: [] }] : [],
    sectors: sectorIds.map((sid) => ({ id: sid, name: `S${sid}` })),
  };
}

const members = [
  member(1, 'Amélie Dubois', 'Architecte', [1], 'Liège'),
  member(2, 'Jan Peeters', 'Développeur web', [2, 3], 'Gent', 'Peeters Digital', 'Néerlandais, français, anglais'),
  member(3, 'Sophie Lambert', 'Comptable', [3], 'Namur', 'Fiduciaire Lambert & Fils'),
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
  it('searches the city and the companies’ names too (docs/deviations.md), accents ignored', () => {
    expect(filterMembers(members, { search: 'liege' }).map((m) => m.id)).toEqual([1]);
    expect(filterMembers(members, { search: 'fiduciaire' }).map((m) => m.id)).toEqual([3]);
    expect(filterMembers(members, { search: 'digital' }).map((m) => m.id)).toEqual([2]);
  });
  it('searches the languages spoken (docs/deviations.md)', () => {
    expect(filterMembers(members, { search: 'neerlandais' }).map((m) => m.id)).toEqual([2]);
  });
  it('does not search the about text', () => {
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
