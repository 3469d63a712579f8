// The club's rules for accounts, in French: a password long enough to resist guessing (the spec shows no
// rule; 'aaaaaa' was accepted), and refusals that never confirm whether an e-mail address has an account.
import { errors } from '@strapi/utils';

const { ValidationError } = errors;

export const MIN_PASSWORD_LENGTH = 10;
/** bcrypt reads 72 bytes at most: a longer password would be cut without a word. */
export const MAX_PASSWORD_BYTES = 72;

export const ACCOUNT_MESSAGES = {
  passwordTooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  passwordTooLong: 'Le mot de passe est trop long (72 octets au maximum).',
  passwordRequired: 'Le mot de passe est obligatoire.',
  currentPasswordRequired: 'Pour changer ton e-mail ou ton mot de passe, entre ton mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  // Registration and e-mail changes say neither "taken" nor "free": an address's owner is not revealed.
  registrationRefused:
    'Impossible de créer un compte avec ces informations. Si tu es déjà membre, connecte-toi ou utilise « Mot de passe oublié ? ».',
  emailRefused: 'Cette adresse e-mail ne peut pas être utilisée pour ce compte.',
} as const;

export function checkPassword(password: unknown, field = 'password') {
  if (typeof password !== 'string' || password === '') throw new ValidationError(ACCOUNT_MESSAGES.passwordRequired, { field });
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new ValidationError(ACCOUNT_MESSAGES.passwordTooShort, { field });
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) throw new ValidationError(ACCOUNT_MESSAGES.passwordTooLong, { field });
}
