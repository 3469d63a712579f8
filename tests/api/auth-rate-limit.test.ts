// Brute-force limits per account AND per client (server/src/middlewares/auth-rate-limit.ts). Before, the
// limit was per address only, and behind the app's proxy every visitor had the same one: eleven bad logins
// by one person locked the whole club out. Client addresses come from a trusted X-Forwarded-For here.
import { describe, expect, it } from 'vitest';
import { api, baseUrl, registerMember, unique } from './support/api';

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (identifier: string, password: string, ip: string) =>
  api('/api/auth/local', { method: 'POST', body: { identifier, password }, headers: from(ip) });

describe('login limits', () => {
  it('ten failures lock that account for a while, not the address and not the others', async () => {
    const victim = await registerMember();
    const bystander = await registerMember();
    const attacker = '203.0.113.10';
    for (let i = 0; i < 10; i += 1) expect((await login(victim.email, `wrong-${i}`, attacker)).status).toBe(400);
    const locked = await login(victim.email, 'wrong-again', attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/^Trop de tentatives : réessayez dans \d+ minutes?\.$/);
    // Another member, from the same address (the venue's Wi-Fi) or elsewhere, logs in.
    expect((await login(bystander.email, bystander.password, attacker)).status).toBe(200);
    expect((await login(bystander.email, bystander.password, '198.51.100.7')).status).toBe(200);
    // The guessed account waits, wherever the next try comes from (a guess from elsewhere is no way round).
    const elsewhere = await login(victim.email, victim.password, '198.51.100.8');
    expect(elsewhere.status).toBe(429);
  });

  it('a client that fails on many accounts is stopped, other clients are not', async () => {
    const sprayer = '203.0.113.20';
    let status = 0;
    for (let i = 0; i < 51 && status !== 429; i += 1) status = (await login(`spray-${unique()}@example.test`, 'x', sprayer)).status;
    expect(status).toBe(429);
    const member = await registerMember();
    expect((await login(member.email, member.password, sprayer)).status).toBe(429);
    expect((await login(member.email, member.password, '198.51.100.9')).status).toBe(200);
  });

  it('the answer says when to come back (Retry-After)', async () => {
    const member = await registerMember();
    const ip = '203.0.113.30';
    for (let i = 0; i < 10; i += 1) await login(member.email, 'nope', ip);
    const locked = await fetch(`${baseUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify({ identifier: member.email, password: 'nope' }),
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('registration and reset-mail limits', () => {
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
