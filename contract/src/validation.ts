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

/** A new password's rule (docs/deviations.md: the spec shows none; 'aaaaaa' was accepted). */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_LENGTH_MESSAGE = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** The same rule said under a new-password field from the start, not only once it has been broken. */
export const PASSWORD_RULE_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** Counted in characters (code points), not UTF-16 units: an emoji is one. */
export const isLongEnoughPassword = (value: string): boolean => [...value].length >= MIN_PASSWORD_LENGTH;
