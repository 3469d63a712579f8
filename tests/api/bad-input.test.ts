// Malformed or wrongly typed input is the client's fault: always a 4xx with a message, never a 5xx.
import { describe, expect, it } from 'vitest';
import { PNG, api, createCompany, registerMember } from './support/api';

function expectClientError(res: { status: number; body: any }, label: string) {
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(res.body?.error?.message, label).toEqual(expect.any(String));
}

const MALFORMED = ['{bad json', '{"data":', '"just a string"', 'null', '[1, 2]', ''];

describe('bad input', () => {
  it('register and login', async () => {
    for (const body of MALFORMED) {
      expectClientError(await api('/api/auth/local/register', { method: 'POST', body }), `register ${body}`);
      expectClientError(await api('/api/auth/local', { method: 'POST', body }), `login ${body}`);
    }
    for (const body of [
      { username: 123, email: 'a@b.test', password: 'secret1', phone: '1' },
      { username: 'Nom Prénom', email: ['a@b.test'], password: 'secret1', phone: '1' },
      { username: 'Nom Prénom', email: 'a@b.test', password: { $gt: '' }, phone: '1' },
      { data: 'x' },
    ]) {
      expectClientError(await api('/api/auth/local/register', { method: 'POST', body }), `register ${JSON.stringify(body)}`);
    }
    for (const body of [
      { identifier: 123, password: 'x' },
      { identifier: { $ne: 'x' }, password: 'x' },
      { identifier: 'a@b.test' },
      { data: 'x' },
    ]) {
      expectClientError(await api('/api/auth/local', { method: 'POST', body }), `login ${JSON.stringify(body)}`);
    }
    for (const body of [{ email: 12 }, { email: 'nope' }, {}]) {
      expectClientError(await api('/api/auth/forgot-password', { method: 'POST', body }), `forgot ${JSON.stringify(body)}`);
    }
  });

  it('member update', async () => {
    const m = await registerMember();
    const path = `/api/members/${m.memberId}`;
    for (const body of MALFORMED) expectClientError(await api(path, { method: 'PUT', token: m.jwt, body }), `member ${body}`);
    const typed = [
      {},
      { data: 'x' },
      { data: null },
      { data: { Name: 123 } },
      { data: { Name: '' } },
      { data: { Name: 'a\u0000b' } },
      { data: { sectors: [99999999999] } },
      { data: { Email: 'pas-un-mail' } },
      { data: { AboutMe: { html: true } } },
      { data: { sectors: 'x' } },
      { data: { sectors: [987654321] } },
      { data: { skills: [{ id: 1 }] } },
      { data: { unknownField: 1 } },
    ];
    for (const body of typed) expectClientError(await api(path, { method: 'PUT', token: m.jwt, body }), `member ${JSON.stringify(body)}`);
  });

  it('company create and update', async () => {
    const m = await registerMember();
    const base = { Name: 'Société', Email: 'c@societe.test', Phone: '010' };
    for (const body of MALFORMED) expectClientError(await api('/api/companies', { method: 'POST', token: m.jwt, body }), `company ${body}`);
    const typed = [
      {},
      { data: 'x' },
      { data: { ...base, NumberOfEmployees: 'abc' } },
      { data: { ...base, NumberOfEmployees: -1 } },
      { data: { ...base, NumberOfEmployees: 2.5 } },
      { data: { ...base, Name: 123 } },
      { data: { ...base, Website: ['x'] } },
      { data: { ...base, services: [987654321] } },
      { data: { ...base, About: 'x'.repeat(6000) } },
    ];
    for (const body of typed)
      expectClientError(
        await api('/api/companies', { method: 'POST', token: m.jwt, body }),
        `company ${JSON.stringify(body).slice(0, 80)}`,
      );
    const company = await createCompany(m);
    expectClientError(
      await api(`/api/companies/${company.id}`, { method: 'PUT', token: m.jwt, body: { data: { NumberOfEmployees: 'abc' } } }),
      'company update',
    );
  });

  it('upload: malformed multipart and fileInfo', async () => {
    const m = await registerMember();
    const headers = (type: string) => ({ 'content-type': type });
    expectClientError(
      await api('/api/upload', { method: 'POST', token: m.jwt, body: 'xx', headers: headers('multipart/form-data') }),
      'no boundary',
    );
    expectClientError(
      await api('/api/upload', {
        method: 'POST',
        token: m.jwt,
        body: '--abc\r\nxx',
        headers: headers('multipart/form-data; boundary=abc'),
      }),
      'truncated',
    );
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    for (const [k, v] of Object.entries({ ref: 'api::member.member', refId: String(m.memberId), field: 'BioImage', fileInfo: '{bad' }))
      form.append(k, v);
    expectClientError(await api('/api/upload', { method: 'POST', token: m.jwt, form }), 'fileInfo');
    expectClientError(await api('/api/upload/files/99999999999', { method: 'DELETE', token: m.jwt }), 'huge file id');
  });

  it('query parameters: unknown keys, populate of unknown or private fields', async () => {
    for (const q of [
      'foo=1',
      'populate=nope',
      'populate[user]=true',
      'filters[user][id]=1',
      'sort=user',
      'fields[0]=user',
      'populate[companies][populate][members][populate][user]=true',
      'filters[Name][$nope]=1',
    ]) {
      expectClientError(await api(`/api/members?${q}`), q);
    }
    expectClientError(await api('/api/users/me?populate[role]=true&foo=1'), 'users/me without token');
  });

  it('every text field refuses NUL and lone surrogates, every number stays within bounds (nothing stored)', async () => {
    const owner = await registerMember();
    const company = await createCompany(owner);
    const memberFields = ['Name', 'City', 'Country', 'Profession', 'AboutMe'];
    const companyFields = ['Name', 'City', 'Country', 'About'];
    for (const bad of ['Liè\u0000ge', 'Liège \ud800', '\udc00']) {
      for (const field of memberFields) {
        const res = await api(`/api/members/${owner.memberId}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: bad } } });
        expect(res.status, `member ${field} ${bad}`).toBe(400);
        expect(res.body.error.message).toBe(`${field} contient un caractère interdit`);
      }
      for (const field of companyFields) {
        const res = await api(`/api/companies/${company.id}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: bad } } });
        expect(res.status, `company ${field} ${bad}`).toBe(400);
      }
    }
    for (const n of [1e308, -1, 1.5, 1_000_001]) {
      const res = await api(`/api/companies/${company.id}`, { method: 'PUT', token: owner.jwt, body: { data: { NumberOfEmployees: n } } });
      expect(res.status, String(n)).toBe(400);
    }
    expect(
      (await api(`/api/companies/${company.id}`, { method: 'PUT', token: owner.jwt, body: { data: { NumberOfEmployees: 250 } } })).status,
    ).toBe(200);
    const member = (await api(`/api/members/${owner.memberId}`)).body.data;
    for (const field of ['City', 'Country', 'Profession', 'AboutMe']) {
      const value = String(member[field] ?? '');
      expect(value.includes(String.fromCharCode(0)), field).toBe(false);
      expect(value.isWellFormed(), field).toBe(true);
    }
  });
});
