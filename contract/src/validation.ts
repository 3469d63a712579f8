// The rules a form checks before sending and the server checks again on receipt, with the same French
// messages (spec §5, §8, reproduced exactly). Plain patterns and predicates: the PWA wraps them in its
// zod form schemas, the server in its request checks.

export const REQUIRED_MESSAGE = 'ce champs est obligatoire';

/** "A simple address pattern": text, @, text, dot, text (no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Entrez une adresse mail valide';
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Digits, spaces and a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;
export const PHONE_MESSAGE = 'Entrez un numéro de téléphone valide (chiffres, espaces et + uniquement)';
export const PHONE_MAX_LENGTH = 40;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** A person's name at registration ('Prénom et Nom'), once trimmed: the member type's Name holds 120 characters. */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 120;
export const NAME_LENGTH_MESSAGE = `Le nom doit contenir de ${NAME_MIN_LENGTH} à ${NAME_MAX_LENGTH} caractères`;
export const isPersonNameLength = (value: string): boolean => {
  const length = value.trim().length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
};

/** A new password's rule (docs/deviations.md: the spec shows none; 'aaaaaa' was accepted). */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_LENGTH_MESSAGE = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** The same rule said under a new-password field from the start, not only once it has been broken. */
export const PASSWORD_RULE_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** Counted in characters (code points), not UTF-16 units: an emoji is one. */
export const isLongEnoughPassword = (value: string): boolean => [...value].length >= MIN_PASSWORD_LENGTH;
