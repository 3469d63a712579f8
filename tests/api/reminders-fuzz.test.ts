// The reminder routes under malformed input: the one-click unsubscribe (no session: anyone on the internet can
// send it anything) and the member's own preference. Every answer is a 4xx with a French message, never a 5xx:
// a token of 32 characters whose bytes are not 32 (é is two bytes) once threw in timingSafeEqual → 500.
import { describe, expect, it } from 'vitest';
import { api, registerMember } from './support/api';

const TOKENS = [
  'é'.repeat(32), // 32 characters, 64 bytes
  '€'.repeat(32), // 96 bytes
  '😀'.repeat(16), // 32 UTF-16 units, 64 bytes
  `${'a'.repeat(31)}é`,
  '\u0000'.repeat(32),
  '%'.repeat(32),
  'a'.repeat(31),
  'a'.repeat(33),
  'a'.repeat(1_000),
  '',
  ' '.repeat(32),
];
const MEMBERS = ['1', '0', '-1', '1.5', '1e3', '9'.repeat(40), 'abc', '', '0x10', ' 1', '%00'];

const unsubscribe = (method: 'GET' | 'POST', query: string) => api(`/api/reminders/unsubscribe?${query}`, { method });

describe('the one-click unsubscribe, fuzzed', () => {
  it('answers 400 to every malformed or forged token, whatever its byte length', async () => {
    for (const token of TOKENS) {
      const res = await unsubscribe('POST', `member=1&token=${encodeURIComponent(token)}`);
      expect(res.status, `token ${JSON.stringify(token.slice(0, 40))}`).toBe(400);
      expect(String(res.body)).toContain('Ce lien de désinscription n’est pas valable.');
    }
    // A URL past Node's header limit is refused (431) before any rule reads it.
    const huge = (await unsubscribe('POST', `member=1&token=${'a'.repeat(20_000)}`)).status;
    expect(huge >= 400 && huge < 500, `status ${huge}`).toBe(true);
  });

  it('answers 400 to malformed member ids and repeated or nested parameters', async () => {
    const queries = [
      ...MEMBERS.map((member) => `member=${encodeURIComponent(member)}&token=${'a'.repeat(32)}`),
      `member=1&member=2&token=${'a'.repeat(32)}`,
      `member=1&token=${'a'.repeat(32)}&token=${'b'.repeat(32)}`,
      `member[a]=1&token=${'a'.repeat(32)}`,
      `member=1&token[a]=${'a'.repeat(32)}`,
      'member=1',
      `token=${'a'.repeat(32)}`,
      '',
    ];
    for (const query of queries) {
      const res = await unsubscribe('POST', query);
      expect(res.status, query).toBe(400);
    }
  });

  it('the GET page never fails, and escapes what it echoes', async () => {
    for (const query of [
      `member=${encodeURIComponent('"><script>x</script>')}&token=${encodeURIComponent('é'.repeat(32))}`,
      'member[a]=1&token[b]=2',
      '',
    ]) {
      const res = await unsubscribe('GET', query);
      expect(res.status, query).toBe(200);
      expect(String(res.body)).not.toContain('<script>x');
    }
  });
});

describe('the reminder preference, fuzzed', () => {
  it('answers 400 to every body that is not { data: { eventReminders: boolean } }', async () => {
    const member = await registerMember();
    const bodies: unknown[] = [
      '{"data":',
      'null',
      '[]',
      '"true"',
      { data: null },
      { data: [] },
      { data: { eventReminders: 'true' } },
      { data: { eventReminders: 1 } },
      { data: { eventReminders: null } },
      { data: { eventReminders: [true] } },
      { data: { eventReminders: { $ne: null } } },
      { eventReminders: false },
    ];
    for (const body of bodies) {
      const res = await api('/api/reminders/preference', { method: 'PUT', token: member.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Nothing changed: reminders stay on.
    expect((await api('/api/reminders/preference', { token: member.jwt })).body).toMatchObject({ data: { eventReminders: true } });
  });

  it('refuses a missing or forged session (401, or Strapi’s 403 with none)', async () => {
    for (const token of [undefined, 'abc', 'é'.repeat(32), 'eyJhbGciOiJub25lIn0.e30.']) {
      for (const res of [
        await api('/api/reminders/preference', { token }),
        await api('/api/reminders/preference', { method: 'PUT', token, body: { data: { eventReminders: false } } }),
      ]) {
        expect([401, 403], `${token} → ${res.status}`).toContain(res.status);
      }
    }
  });
});
