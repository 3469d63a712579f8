import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './schemas';
import { EMAIL_MESSAGE, NAME_LENGTH_MESSAGE, PASSWORD_LENGTH_MESSAGE, PHONE_MESSAGE, REQUIRED_MESSAGE } from '@club/contract';

/** The message of each invalid field, as the form would show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('auth schemas', () => {
  it('uses the exact spec messages', () => {
    expect(REQUIRED_MESSAGE).toBe('ce champs est obligatoire');
    expect(EMAIL_MESSAGE).toBe('Entrez une adresse mail valide');
  });

  it('login: e-mail and password required, e-mail shaped', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
    expect(messages(loginSchema.safeParse({ email: 'jean@', password: 'x' }))).toEqual({ email: EMAIL_MESSAGE });
    expect(loginSchema.safeParse({ email: ' jean@exemple.be ', password: 'secret' }).success).toBe(true);
  });

  it('registration: every field required, whitespace only counts as empty, phone numeric', () => {
    expect(messages(registerSchema.safeParse({ name: '  ', email: '', password: '', phone: '' }))).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
    });
    expect(messages(registerSchema.safeParse({ name: 'Jean Dupont', email: 'jean.dupont', password: 'x', phone: 'abc' }))).toEqual({
      email: EMAIL_MESSAGE,
      password: PASSWORD_LENGTH_MESSAGE,
      phone: PHONE_MESSAGE,
    });
    expect(
      registerSchema.safeParse({ name: 'Jean Dupont', email: 'j@d.be', password: 'secret-123', phone: '+32 470 12 34 56' }).success,
    ).toBe(true);
  });

  it('register: a name of 3 to 120 characters, as the server asks', () => {
    const valid = { email: 'j@d.be', password: 'secret-123', phone: '+32 470 12 34 56' };
    expect(messages(registerSchema.safeParse({ ...valid, name: ' Al ' }))).toEqual({ name: NAME_LENGTH_MESSAGE });
    expect(messages(registerSchema.safeParse({ ...valid, name: 'x'.repeat(121) }))).toEqual({ name: NAME_LENGTH_MESSAGE });
    expect(registerSchema.safeParse({ ...valid, name: 'Léa' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, name: 'x'.repeat(120) }).success).toBe(true);
  });

  it('forgot and reset: required', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: REQUIRED_MESSAGE });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'a b@c.d' }))).toEqual({ email: EMAIL_MESSAGE });
    expect(messages(resetPasswordSchema.safeParse({ password: '' }))).toEqual({ password: REQUIRED_MESSAGE });
    // A new password: 10 characters at least, like the server (docs/deviations.md).
    expect(messages(resetPasswordSchema.safeParse({ password: 'aaaaaa' }))).toEqual({ password: PASSWORD_LENGTH_MESSAGE });
    expect(resetPasswordSchema.safeParse({ password: 'aaaaaaaaaa' }).success).toBe(true);
  });
});
