// The club's rules for accounts, in French: a password long enough to resist guessing (the spec shows no
// rule; 'aaaaaa' was accepted), and refusals that never confirm whether an e-mail address has an account.
import { randomBytes } from 'node:crypto';
import { errors } from '@strapi/utils';
import { PASSWORD_LENGTH_MESSAGE, isLongEnoughPassword } from '@club/contract';

const { ValidationError } = errors;

/** bcrypt reads 72 bytes at most: a longer password would be cut without a word. */
export const MAX_PASSWORD_BYTES = 72;

export const ACCOUNT_MESSAGES = {
  passwordTooShort: PASSWORD_LENGTH_MESSAGE,
  passwordTooLong: 'Le mot de passe est trop long (72 octets au maximum).',
  passwordRequired: 'Le mot de passe est obligatoire.',
  currentPasswordRequired: 'Pour changer ton e-mail ou ton mot de passe, entre ton mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  // Registration and e-mail changes say neither "taken" nor "free": an address's owner is not revealed.
  registrationRefused:
    'Impossible de créer un compte avec ces informations. Si tu es déjà membre, connecte-toi ou utilise « Mot de passe oublié ? ».',
  emailRefused: 'Cette adresse e-mail ne peut pas être utilisée pour ce compte.',
  usernameRefused: 'Cet identifiant ne peut pas être utilisé pour ce compte.',
  usernameInvalid: 'L’identifiant doit contenir de 3 à 60 caractères, sans « @ ».',
} as const;

export function checkPassword(password: unknown, field = 'password') {
  if (typeof password !== 'string' || password === '') throw new ValidationError(ACCOUNT_MESSAGES.passwordRequired, { field });
  if (!isLongEnoughPassword(password)) throw new ValidationError(ACCOUNT_MESSAGES.passwordTooShort, { field });
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) throw new ValidationError(ACCOUNT_MESSAGES.passwordTooLong, { field });
}

/**
 * A new account's username. It is not the member's name (two members may share a name; the name lives on
 * the member and stays free) and nobody types it: login is by e-mail. The e-mail's local part makes it
 * readable in the admin panel, a random suffix makes it unique. It never contains '@', so it can never be
 * mistaken for anyone's e-mail by the login, which matches the identifier against both.
 */
export function generateUsername(email: string): string {
  const local = email
    .split('@')[0]
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 30);
  return `${local.length >= 2 ? local : 'membre'}-${randomBytes(4).toString('hex')}`;
}

/** A username chosen later (PUT /api/users/me): the same shape as a generated one allows. */
export function checkUsername(username: string) {
  if (username.length < 3 || username.length > 60 || username.includes('@'))
    throw new ValidationError(ACCOUNT_MESSAGES.usernameInvalid, { field: 'username' });
}
