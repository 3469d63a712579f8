// No secret (password hash, reset or confirmation token) and no member→user link in public responses.
import { describe, expect, it } from 'vitest';
import { api, createCompany, fixtureEvent, registerMember } from './support/api';

const FORBIDDEN_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'user'];

/** Every key of every nested object. */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysDeep(v, into);
    }
  }
  return into;
}

describe('public responses', () => {
  it('never carry secrets or the user link', async () => {
    const m = await registerMember();
    await api('/api/auth/forgot-password', { method: 'POST', body: { email: m.email } }); // sets a reset token
    await createCompany(m);
    const event = await fixtureEvent('Lunch à Namur');
    await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt });

    const urls = [
      '/api/members?populate=*',
      `/api/members/${m.memberId}?populate=*`,
      '/api/companies?populate=*',
      '/api/companies?populate[members][populate]=*',
      '/api/event-attendees?populate=*',
      '/api/event-attendees?populate[members][populate]=*',
      `/api/events/${event.id}?populate=*`,
    ];
    for (const url of urls) {
      for (const token of [undefined, m.jwt]) {
        const res = await api(url, { token });
        expect(res.status, url).toBe(200);
        const keys = keysDeep(res.body);
        for (const k of FORBIDDEN_KEYS) expect(keys.has(k), `${url} has "${k}"`).toBe(false);
        expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$/); // no bcrypt hash anywhere
      }
    }
    const me = await api('/api/users/me', { token: m.jwt });
    for (const k of ['password', 'resetPasswordToken', 'confirmationToken']) expect(me.body).not.toHaveProperty(k);
  });

  it('GET /api/event-photo is public; the spec’s /api/event-photos/<id> answers the same', async () => {
    const res = await api('/api/event-photo?populate=*');
    expect(res.status).toBe(200);
    const byId = await api(`/api/event-photos/${res.body.data.id}?populate=*`);
    expect(byId).toEqual(res);
    expect((await api('/api/event-photos/987654321')).status).toBe(404);
  });
});
