// Registration is one server step: user + member + link, or nothing.
import { describe, expect, it } from 'vitest';
import { api, getMember, registerMember, unique } from './support/api';

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
      email: body.email.toLowerCase(),
      member: { id: expect.any(Number), Name: body.username },
    });
    // The body's `username` is the person's name, kept on the member; the account's username is generated
    // from the e-mail (login is by e-mail), and is never an e-mail address.
    expect(res.body.user.username).toMatch(new RegExp(`^inscrit-${id}-[0-9a-f]{8}$`));
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) expect(res.body.user).not.toHaveProperty(secret);

    const me = await api('/api/users/me', { token: res.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body.member).toEqual({ id: res.body.user.member.id, Name: body.username });
    expect(me.body.confirmed).toBe(true);

    const member = (await api(`/api/members/${me.body.member.id}?populate=*`, { token: res.body.jwt })).body.data;
    expect(member).toMatchObject({ Profile: 'Member', Name: body.username, Email: body.email.toLowerCase(), Phone: body.phone });

    // The new member can log in with its e-mail.
    const login = await api('/api/auth/local', { method: 'POST', body: { identifier: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.member).toEqual({ id: member.id, Name: body.username });
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

  it('two members with the same name both register, each with their own account and member', async () => {
    const name = `Jean Dupont ${unique()}`;
    const first = await registerMember({ name });
    const second = await registerMember({ name, email: `jean.dupont-${unique()}@example.test` });
    expect(second.userId).not.toBe(first.userId);
    expect(second.memberId).not.toBe(first.memberId);
    expect((await getMember(first.memberId)).Name).toBe(name);
    expect((await getMember(second.memberId)).Name).toBe(name);
    for (const m of [first, second]) {
      const login = await api('/api/auth/local', { method: 'POST', body: { identifier: m.email, password: m.password } });
      expect(login.status).toBe(200);
      expect(login.body.user.member).toEqual({ id: m.memberId, Name: name });
    }
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
