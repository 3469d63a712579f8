import { describe, expect, it } from 'vitest';
import type { Company } from '@/api/types';
import { filterCompanies } from './filter-companies';

function company(id: number, name: string, about: string, sectorIds: number[], memberIds: number[]): Company {
  return {
    id,
    name,
    about,
    logo: null,
    services: [],
    phone: '',
    email: '',
    website: '',
    city: 'Namur',
    country: 'Belgique',
    numberOfEmployees: null,
    videoUrl: '',
    linkedinUrl: '',
    photos: [],
    skills: [],
    sectors: sectorIds.map((sid) => ({ id: sid, name: `S${sid}` })),
    members: memberIds.map((mid) => ({ id: mid, name: `M${mid}`, profession: '', city: '', photo: null, companies: [] })),
  };
}

const companies = [
  company(1, 'Atelier Lambert Menuiserie', 'Menuiserie artisanale à Namur, escaliers et cuisines.', [1], [10]),
  company(2, 'Brasserie du Sablon', 'Cuisine de saison et bières artisanales.', [2], [11, 12]),
  company(3, 'DataNova', 'Tableaux de bord et applications pour PME.', [3, 1], [12]),
];

const ids = (list: Company[]) => list.map((c) => c.id);

describe('filterCompanies', () => {
  it('returns every company with an empty search', () => {
    expect(ids(filterCompanies(companies, { search: '' }))).toEqual([1, 2, 3]);
  });
  it('finds a company by its name alone (the deviation from the spec)', () => {
    expect(ids(filterCompanies(companies, { search: 'datanova' }))).toEqual([3]);
  });
  it('finds a company by its about text alone', () => {
    expect(ids(filterCompanies(companies, { search: 'TABLEAUX DE BORD' }))).toEqual([3]);
  });
  it('matches name OR about, case- and accent-insensitively', () => {
    expect(ids(filterCompanies(companies, { search: 'cuisine' }))).toEqual([1, 2]);
    expect(ids(filterCompanies(companies, { search: 'bieres' }))).toEqual([2]);
  });
  it('finds nothing when neither field matches', () => {
    expect(filterCompanies(companies, { search: 'plomberie' })).toEqual([]);
  });
  it('keeps companies whose sectors include the chosen sector', () => {
    expect(ids(filterCompanies(companies, { search: '', sectorId: 1 }))).toEqual([1, 3]);
  });
  it("keeps only a member's companies ('Mes sociétés')", () => {
    expect(ids(filterCompanies(companies, { search: '', memberId: 12 }))).toEqual([2, 3]);
    expect(ids(filterCompanies(companies, { search: 'sablon', memberId: 12, sectorId: 2 }))).toEqual([2]);
    expect(filterCompanies(companies, { search: '', memberId: 99 })).toEqual([]);
  });
});
