// Accounts: a stolen token alone cannot take an account over (e-mail and password changes need the current
// password), a password change or reset revokes every older token, passwords have 10 characters at least,
// and registration never confirms that an address already has an account.
import { describe, expect, it } from 'vitest';
import { api, registerMember, unique } from './support/api';
import { mailTo, resetCodeIn } from './support/outbox';

const me = (token: string) => api('/api/users/me', { token });

describe('changing e-mail or password', () => {
  it('needs the current password, in French', async () => {
    const m = await registerMember();
    const missing = await api('/api/users/me', { method: 'PUT', token: m.jwt, body: { password: `Nouveau-${unique()}` } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Pour changer ton e-mail ou ton mot de passe, entre ton mot de passe actuel.');
    const wrong = await api('/api/users/me', {
      method: 'PUT',
      token: m.jwt,
      body: { email: `x-${unique()}@example.test`, currentPassword: 'pas-le-bon-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Le mot de passe actuel est incorrect.');
    expect((await me(m.jwt)).body.email).toBe(m.email);
    // A name change alone needs nothing more.
    expect((await api('/api/users/me', { method: 'PUT', token: m.jwt, body: { username: `Nom ${unique()}` } })).status).toBe(200);
  });
});

describe('nobody takes another account’s e-mail or username', () => {
  it('a username change cannot take a member’s e-mail (any case): the member still logs in with it', async () => {
    const victim = await registerMember();
    const attacker = await registerMember();
    for (const username of [victim.email, victim.email.toUpperCase()]) {
      const res = await api('/api/users/me', { method: 'PUT', token: attacker.jwt, body: { username } });
      expect(res.status, username).toBe(400);
    }
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: victim.email, password: victim.password } })).status).toBe(
      200,
    );
  });

  it('a username change cannot take another username (any case), and a username is never an e-mail', async () => {
    const first = await registerMember();
    const second = await registerMember();
    const taken = (await me(first.jwt)).body.username as string;
    const same = await api('/api/users/me', { method: 'PUT', token: second.jwt, body: { username: taken.toUpperCase() } });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe('Cet identifiant ne peut pas être utilisé pour ce compte.');
    const email = await api('/api/users/me', { method: 'PUT', token: second.jwt, body: { username: `libre-${unique()}@example.test` } });
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe('L’identifiant doit contenir de 3 à 60 caractères, sans « @ ».');
  });
});

describe('token revocation', () => {
  it('a password change revokes the older tokens (the answer brings a new one)', async () => {
    const m = await registerMember();
    const second = (await api('/api/auth/local', { method: 'POST', body: { identifier: m.email, password: m.password } })).body
      .jwt as string;
    const changed = await api('/api/users/me', {
      method: 'PUT',
      token: m.jwt,
      body: { password: `Nouveau-${unique()}`, currentPassword: m.password },
    });
    expect(changed.status).toBe(200);
    for (const old of [m.jwt, second]) {
      expect((await me(old)).status).toBe(401);
      // Even on a public read: the session is over, the app sends its member to /login.
      expect((await api('/api/members', { token: old })).status).toBe(401);
    }
    expect((await me(changed.body.jwt)).status).toBe(200);
  });

  it('an e-mail change revokes them too', async () => {
    const m = await registerMember();
    const changed = await api('/api/users/me', {
      method: 'PUT',
      token: m.jwt,
      body: { email: `neuf-${unique()}@example.test`, currentPassword: m.password },
    });
    expect(changed.status).toBe(200);
    expect((await me(m.jwt)).status).toBe(401);
    expect((await me(changed.body.jwt)).status).toBe(200);
  });

  it('a reset by e-mail revokes them', async () => {
    const m = await registerMember();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: m.email } })).status).toBe(200);
    const code = resetCodeIn(await mailTo(m.email));
    const password = `Reinit-${unique()}`;
    const reset = await api('/api/auth/reset-password', { method: 'POST', body: { code, password, passwordConfirmation: password } });
    expect(reset.status).toBe(200);
    expect((await me(m.jwt)).status).toBe(401);
    expect((await me(reset.body.jwt)).status).toBe(200);
  });

  it('the plugin’s change-password route revokes them', async () => {
    const m = await registerMember();
    const password = `Change-${unique()}`;
    const res = await api('/api/auth/change-password', {
      method: 'POST',
      token: m.jwt,
      body: { currentPassword: m.password, password, passwordConfirmation: password },
    });
    expect(res.status).toBe(200);
    expect((await me(m.jwt)).status).toBe(401);
    expect((await me(res.body.jwt)).status).toBe(200);
  });
});

describe('password rule', () => {
  it('at least 10 characters, everywhere a password is set', async () => {
    const message = 'Le mot de passe doit contenir au moins 10 caractères.';
    const register = await api('/api/auth/local/register', {
      method: 'POST',
      body: { username: `Court ${unique()}`, email: `court-${unique()}@example.test`, password: 'aaaaaa', phone: '0470 00 00 00' },
    });
    expect(register.status).toBe(400);
    expect(register.body.error.message).toBe(message);
    const m = await registerMember();
    const change = await api('/api/users/me', {
      method: 'PUT',
      token: m.jwt,
      body: { password: 'aaaaaaaaa', currentPassword: m.password },
    });
    expect(change.body.error.message).toBe(message);
    const plugin = await api('/api/auth/change-password', {
      method: 'POST',
      token: m.jwt,
      body: { currentPassword: m.password, password: 'court', passwordConfirmation: 'court' },
    });
    expect(plugin.body.error.message).toBe(message);
    const reset = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code: 'abc', password: 'court', passwordConfirmation: 'court' },
    });
    expect(reset.body.error.message).toBe(message);
  });
});

describe('registration does not reveal who is a member', () => {
  it('a taken address gets a French answer that neither confirms nor denies an account', async () => {
    const m = await registerMember();
    const res = await api('/api/auth/local/register', {
      method: 'POST',
      body: { username: `Autre ${unique()}`, email: m.email, password: `Secret-${unique()}`, phone: '0470 00 00 00' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Impossible de créer un compte avec ces informations. Si tu es déjà membre, connecte-toi ou utilise « Mot de passe oublié ? ».',
    );
    expect(res.body.error.message).not.toMatch(/pris|taken|existe|already/i);
  });
});
