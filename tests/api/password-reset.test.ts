// Forgot password → French mail from the club with /change-password/<code> → reset → new password works.
import { afterAll, describe, expect, it } from 'vitest';
import { api, registerMember } from './support/api';
import { closeDatabase, database } from './support/db';
import { mailTo, resetCodeIn } from './support/outbox';

afterAll(closeDatabase);

describe('password reset', () => {
  it('mails a French link from the club, and the code sets a new password', async () => {
    const member = await registerMember();
    const res = await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    const mail = await mailTo(member.email);
    expect(mail).toMatch(/^From: Club Entrepreneurs Belges <contact@club-entrepreneurs\.be>$/m);
    expect(mail).toMatch(/^Subject: .*réinitialisation de ton mot de passe$/m);
    expect(mail).toContain('Pour choisir un nouveau mot de passe');
    expect(mail).not.toContain('?code=');
    const code = resetCodeIn(mail);
    expect(code).toBeTruthy();

    const newPassword = 'nouveau-secret-42';
    const reset = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toEqual(expect.any(String));
    expect(reset.body.user).not.toHaveProperty('resetPasswordToken');

    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: member.email, password: newPassword } })).status).toBe(200);
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: member.email, password: member.password } })).status).toBe(
      400,
    );
    // The code is single-use.
    const replay = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: 'encore-autre-1', passwordConfirmation: 'encore-autre-1' },
    });
    expect(replay.status).toBe(400);
  });

  it('answers ok for an unknown address without sending anything, and refuses a wrong code', async () => {
    const res = await api('/api/auth/forgot-password', { method: 'POST', body: { email: `personne-${Date.now()}@example.test` } });
    expect(res.status).toBe(200);
    const wrong = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code: 'abc', password: 'secret-1234', passwordConfirmation: 'secret-1234' },
    });
    expect(wrong.status).toBe(400);
  });

  it('a code more than an hour old is refused in French, and the password stays', async () => {
    const member = await registerMember();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(200);
    const code = resetCodeIn(await mailTo(member.email));
    // The code was sent 61 minutes ago.
    await database()('up_users')
      .where({ id: member.userId })
      .update({ reset_password_sent_at: new Date(Date.now() - 61 * 60 * 1000) });
    const late = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: 'trop-tard-1234', passwordConfirmation: 'trop-tard-1234' },
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(
      'Ce lien de réinitialisation a expiré (il est valable une heure). Demande un nouveau lien avec « Mot de passe oublié ? ».',
    );
    expect((await api('/api/auth/local', { method: 'POST', body: { identifier: member.email, password: member.password } })).status).toBe(
      200,
    );
  });

  it('a code from a mail 59 minutes old still works', async () => {
    const member = await registerMember();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(200);
    const code = resetCodeIn(await mailTo(member.email));
    await database()('up_users')
      .where({ id: member.userId })
      .update({ reset_password_sent_at: new Date(Date.now() - 59 * 60 * 1000) });
    const reset = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { code, password: 'encore-a-temps-1', passwordConfirmation: 'encore-a-temps-1' },
    });
    expect(reset.status).toBe(200);
  });
});
