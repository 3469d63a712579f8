import { describe, expect, it } from 'vitest';
import type { Company, Member } from '@/api/types';
import { completedCompanies, withCompanyCards } from './company-cards';

const named = (id: number, name: string) => ({ id, name, about: '', logo: null, services: [] });
const member = { id: 1, name: 'Sophie', companies: [named(10, 'Atelier'), named(11, 'Verde')] } as unknown as Member;
const atelier = {
  id: 10,
  name: 'Atelier',
  about: 'Menuiserie',
  logo: { url: '/uploads/logo.png' },
  services: [{ id: 7, name: 'Rénovation' }],
  members: [],
} as unknown as Company;

describe('a member’s companies, named in the directory', () => {
  it('get their cards from the companies directory; one not there keeps its name', () => {
    const done = completedCompanies(member, new Map([[10, atelier]]));
    expect(done.companies).toEqual([
      { id: 10, name: 'Atelier', about: 'Menuiserie', logo: { url: '/uploads/logo.png' }, services: [{ id: 7, name: 'Rénovation' }] },
      named(11, 'Verde'),
    ]);
    expect(member.companies[0].about).toBe('');
  });

  it('read one by one from the device', async () => {
    const asked: number[] = [];
    const done = await withCompanyCards(member, async (id) => (asked.push(id), id === 10 ? atelier : undefined));
    expect(asked).toEqual([10, 11]);
    expect(done.companies[0].about).toBe('Menuiserie');
  });
});
