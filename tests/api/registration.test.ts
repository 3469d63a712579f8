// Registration is one server step: user + member + link, or nothing.
import { describe, expect, it } from 'vitest';
import { api, registerMember, unique } from './support/api';

/** Members whose e-mail is `email` (any case), read page by page: e-mails cannot be filtered on (privacy). */
/** Members whose e-mail is `email`, as a signed-in member sees them (e-mails are not public by default). */
async function membersWithEmail(email: string, token: string) {
  let count = 0;
  for (let page = 1; ; page += 1) {
    const res = await api(`/api/members?fields[0]=Email&pagination[pageSize]=100&pagination[page]=${page}`, { token });
    count += res.body.data.filter((m: { Email?: string }) => m.Email?.toLowerCase() === email.toLowerCase()).length;
    if (page >= res.body.meta.pagination.pageCount) return count;
  }
}

describe('POST /api/auth/local/register', () => {
  it('creates a confirmed user linked to a new member (Profile "Member")', async () => {
    const id = unique();
    const body = { username: `Prénom Nom ${id}`, email: `Inscrit-${id}@Example.test`, password: 'motdepasse', phone: '+32 470 00 00 00' };
    const res = await api('/api/auth/local/register', { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({
      id: expect.any(Number),
      username: body.username,
      email: body.email.toLowerCase(),
      member: { id: expect.any(Number) },
    });
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) expect(res.body.user).not.toHaveProperty(secret);

    const me = await api('/api/users/me', { token: res.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body.member).toEqual({ id: res.body.user.member.id });
    expect(me.body.confirmed).toBe(true);

    const member = (await api(`/api/members/${me.body.member.id}?populate=*`, { token: res.body.jwt })).body.data;
    expect(member).toMatchObject({ Profile: 'Member', Name: body.username, Email: body.email.toLowerCase(), Phone: body.phone });

    // The new member can log in with its e-mail.
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.member).toEqual({ id: member.id });
  });

  it('a taken e-mail answers 400 and creates neither a second user nor a second member', async () => {
    const first = await registerMember();
    const name = `Doublon ${unique()}`;
    const res = await api('/api/auth/local/register', {
      method: 'POST',
      body: { username: name, email: first.email.toUpperCase(), password: 'autre-secret', phone: '0470' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Impossible de créer un compte avec ces informations/);
    const members = await api(`/api/members?filters[Name][$eq]=${encodeURIComponent(name)}`);
    expect(members.body.data).toHaveLength(0);
    expect(await membersWithEmail(first.email, first.jwt)).toBe(1);
    // The first account keeps its password: the duplicate's does not log in.
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: first.email, password: 'autre-secret' } })).status).toBe(
      400,
    );
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: first.email, password: first.password } })).status).toBe(
      200,
    );
  });

  it('a taken username answers 400 too', async () => {
    const first = await registerMember();
    const res = await api('/api/auth/local/register', {
      method: 'POST',
      body: { username: first.name, email: `autre-${unique()}@example.test`, password: 'secret-1234', phone: '0470' },
    });
    expect(res.status).toBe(400);
  });

  it('parallel registrations with the same e-mail create exactly one account', async () => {
    const email = `course-${unique()}@example.test`;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api('/api/auth/local/register', {
          method: 'POST',
          body: { username: `Course ${i} ${unique()}`, email, password: 'secret-1234', phone: '01' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await membersWithEmail(email, (await registerMember()).jwt)).toBe(1);
  });

  it('validates the four fields', async () => {
    const ok = {
      username: `Valide ${unique()}`,
      email: `valide-${unique()}@example.test`,
      password: 'secret-1234',
      phone: '0470 11 22 33',
    };
    const cases = [
      { ...ok, username: undefined },
      { ...ok, email: undefined },
      { ...ok, password: undefined },
      { ...ok, phone: undefined },
      { ...ok, email: 'pas-un-email' },
      { ...ok, password: '12345' },
      { ...ok, phone: '04-70/11' },
      { ...ok, phone: 470 },
      { ...ok, role: 1 },
      { ...ok, confirmed: false },
    ];
    for (const [index, body] of cases.entries()) {
      // Each case its own address (five registrations an hour per address: auth-rate-limit).
      if (body.email === ok.email) body.email = `valide-${index}-${unique()}@example.test`;
      const res = await api('/api/auth/local/register', { method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await api(`/api/members?filters[Name][$eq]=${encodeURIComponent(ok.username)}`)).body.data).toHaveLength(0);
  });
});
