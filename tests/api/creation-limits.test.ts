// What one member may create that only an admin can remove: 5 companies and 20 tags of each kind (sectors,
// skills, services) in 24 hours. Past that, a 429 in French; an existing tag is still found.
import { describe, expect, it } from 'vitest';
import { api, registerMember, unique } from './support/api';

describe('creation limits per member and per day', () => {
  it('a sixth company in a day is refused; another member is not affected', async () => {
    const member = await registerMember();
    const create = (token: string) =>
      api('/api/companies', {
        method: 'POST',
        token,
        body: { data: { Name: `Société ${unique()}`, Email: 'a@societe.test', Phone: '010 00 00 00' } },
      });
    for (let i = 0; i < 5; i += 1) expect((await create(member.jwt)).status).toBe(201);
    const sixth = await create(member.jwt);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe('Tu as déjà créé 5 sociétés en 24 heures : réessaie demain.');
    expect((await create((await registerMember()).jwt)).status).toBe(201);
  });

  it('10 companies created at once by one member: exactly 5 are created', async () => {
    const member = await registerMember();
    const create = () =>
      api('/api/companies', {
        method: 'POST',
        token: member.jwt,
        body: { data: { Name: `Société ${unique()}`, Email: 'a@societe.test', Phone: '010 00 00 00' } },
      });
    const statuses = (await Promise.all(Array.from({ length: 10 }, create))).map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const mine = await api(`/api/members/${member.memberId}?populate=companies`, { token: member.jwt });
    expect(mine.body.data.companies).toHaveLength(5);
  });

  it('a 21st new sector in a day is refused; an existing one is still returned', async () => {
    const member = await registerMember();
    const create = (name: string) => api('/api/sectors', { method: 'POST', token: member.jwt, body: { data: { Name: name } } });
    const first = await create(`Secteur ${unique()}`);
    for (let i = 1; i < 20; i += 1) expect((await create(`Secteur ${unique()}`)).status).toBe(201);
    const over = await create(`Secteur ${unique()}`);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^Tu as déjà créé 20 secteurs en 24 heures/);
    // Choosing an existing sector (any case, any accents) is never limited.
    const again = await create(first.body.data.Name.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    // The creator is never shown.
    expect(again.body.data).not.toHaveProperty('creator');
    expect((await api(`/api/sectors?populate=creator`)).status).toBe(400);
  });
});
