// Brute-force limits that fit an event (backend/src/middlewares/auth-rate-limit.ts): failures count per
// (client, account) pair, slow down before they refuse, and a room sharing one address is never locked out by
// its own typos. Counters live in the database. Client addresses come from a trusted X-Forwarded-For here.
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, registerMember, unique } from './support/api';
import { closeDatabase, database } from './support/db';

afterAll(closeDatabase);

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (identifier: string, password: string, ip: string) =>
  api('/api/auth/local', { method: 'POST', body: { identifier, password }, headers: from(ip) });
let clients = 0;
/** An address of its own for each test (documentation ranges). */
const newClient = () => `198.18.${Math.floor((clients += 1) / 250)}.${(clients % 250) + 1}`;
/** Time passes: every wait stored so far is over (a lock past 10 failures is set again by the next failure). */
const waitsOver = () => database()('auth_throttle').update({ next_at: 0 });

describe('login: per (client, account) pair', () => {
  it('slowed after 3 failures, refused after 10, for that pair only', async () => {
    const victim = await registerMember();
    const bystander = await registerMember();
    const attacker = newClient();
    for (let i = 0; i < 3; i += 1) expect((await login(victim.email, `wrong-${i}`, attacker)).status).toBe(400);
    // The fourth try, at once: wait a second.
    const slowed = await login(victim.email, victim.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.message).toBe('Trop de tentatives : réessaie dans 1 seconde.');
    // The wait is in the database (shared by every instance, kept across restarts).
    expect(Number((await database()('auth_throttle').where('next_at', '>', Date.now()).count({ n: '*' }))[0].n)).toBeGreaterThan(0);
    // …and grows with each failure; after ten, the pair is refused for minutes, even with the right password.
    for (let i = 3; i < 10; i += 1) {
      await waitsOver();
      expect((await login(victim.email, `wrong-${i}`, attacker)).status).toBe(400);
    }
    const locked = await login(victim.email, victim.password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/^Trop de tentatives : réessaie dans \d+ minutes?\.$/);
    // Another member on the same address, and the victim elsewhere, log in.
    expect((await login(bystander.email, bystander.password, attacker)).status).toBe(200);
    expect((await login(victim.email, victim.password, newClient())).status).toBe(200);
  });

  it('the answer says when to come back (Retry-After)', async () => {
    const member = await registerMember();
    const ip = newClient();
    for (let i = 0; i < 3; i += 1) await login(member.email, 'nope', ip);
    const slowed = await fetch(`${baseUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify({ identifier: member.email, password: 'nope' }),
    });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an IPv6 client is its /64: changing the last bits is no way round', async () => {
    const member = await registerMember();
    const prefix = `2001:db8:${(clients += 1).toString(16)}:1`;
    for (let i = 0; i < 3; i += 1) expect((await login(member.email, 'nope', `${prefix}::${i + 1}`)).status).toBe(400);
    expect((await login(member.email, member.password, `${prefix}:ffff:ffff:ffff:ffff`)).status).toBe(429);
    expect((await login(member.email, member.password, `2001:db8:${(clients += 1).toString(16)}:1::1`)).status).toBe(200);
  });
});

describe('login: a room on one address', () => {
  it('a correct login succeeds after 60 failures of others from the same address', async () => {
    const room = newClient();
    const people = await Promise.all(Array.from({ length: 10 }, () => registerMember()));
    // 60 failures in the room: 30 unknown addresses, 30 typos spread over 10 members (3 each).
    for (let i = 0; i < 60; i += 1) {
      const identifier = i % 2 === 0 ? `inconnu-${unique()}@example.test` : people[(i >> 1) % people.length].email;
      expect((await login(identifier, `typo-${i}`, room)).status, `failure ${i}`).toBe(400);
    }
    const newcomer = await registerMember();
    expect((await login(newcomer.email, newcomer.password, room)).status).toBe(200);
  });

  it('one address failing on a hundred accounts (password spraying) is slowed, not locked', async () => {
    const sprayer = newClient();
    for (let i = 0; i < 100; i += 1) expect((await login(`spray-${unique()}@example.test`, 'Printemps2026', sprayer)).status).toBe(400);
    const slowed = await login(`spray-${unique()}@example.test`, 'Printemps2026', sprayer);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.message).toMatch(/^Trop de tentatives : réessaie dans \d+ secondes?\.$/);
    const member = await registerMember();
    expect((await login(member.email, member.password, newClient())).status).toBe(200);
  });
});

describe('login: one account attacked from many addresses', () => {
  it('is slowed for new clients, never locked, and its owner’s known client gets in', async () => {
    const owner = await registerMember();
    const home = newClient();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await login(owner.email, `guess-${i}`, newClient())).status).toBe(400);
    const stranger = await login(owner.email, `guess-x`, newClient());
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.message).toMatch(/^Trop de tentatives : réessaie dans \d+ secondes?\.$/);
    // The owner's phone, which logged in before, is not slowed by the others.
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
  });
});

describe('registration and reset-mail limits', () => {
  it('30 registrations from one address within a minute all succeed', async () => {
    const venue = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await api('/api/auth/local/register', {
        method: 'POST',
        headers: from(venue),
        body: {
          username: `Nouveau ${i} ${unique()}`,
          email: `nouveau-${unique()}@example.test`,
          password: `Secret-${unique()}`,
          phone: '0470 00 00 00',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('one e-mail address: five registrations or reset mails an hour at most', async () => {
    const email = `limit-${unique()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api('/api/auth/local/register', {
        method: 'POST',
        body: { username: `Nom ${unique()}`, email, password: `Secret-${unique()}`, phone: '0470 00 00 00' },
      });
      statuses.push(res.status);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses[5]).toBe(429);
    const mails: number[] = [];
    for (let i = 0; i < 6; i += 1) mails.push((await api('/api/auth/forgot-password', { method: 'POST', body: { email } })).status);
    expect(mails.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(mails[5]).toBe(429);
  });
});
