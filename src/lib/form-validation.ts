// zod/mini: Zod 4's tree-shakable form (same checks, a fraction of the bytes in the offline precache).
import * as z from 'zod/mini';

// The app's CSP has no 'unsafe-eval': zod must not even probe `new Function` (the probe is caught, but the
// browser still reports a violation). Every form schema imports this module.
z.config({ jitless: true });

// The spec's field messages (§5, §8), reproduced exactly.
export const REQUIRED_MESSAGE = 'ce champs est obligatoire';
export const EMAIL_MESSAGE = 'Entrez une adresse mail valide';
export const PHONE_MESSAGE = 'Entrez un numéro de téléphone valide (chiffres, espaces et + uniquement)';

/** "A simple address pattern": text, @, text, dot, text (the server applies the same rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces and a leading +: what the server accepts as a phone number. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]*$/;

/** A text that must not be empty once trimmed. */
export const requiredText = () => z.string().check(z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE));

export const requiredEmail = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE),
    z.refine((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim()), EMAIL_MESSAGE),
  );

export const requiredPhone = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE),
    z.refine((value) => value.trim() === '' || PHONE_PATTERN.test(value.trim()), PHONE_MESSAGE),
  );

/** A password field that must be filled (logging in: any password the account has). */
export const requiredPassword = () => z.string().check(z.refine((value) => value !== '', REQUIRED_MESSAGE));

/** The server's rule for a new password (docs/deviations.md: the spec shows none). */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_LENGTH_MESSAGE = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** The same rule said under a new-password field from the start, not only once it has been broken. */
export const PASSWORD_RULE_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères.`;
const longEnough = (value: string) => [...value].length >= MIN_PASSWORD_LENGTH;

/** A new password (registration, reset): filled, and long enough. */
export const newPassword = () =>
  z.string().check(
    z.refine((value) => value !== '', REQUIRED_MESSAGE),
    z.refine((value) => value === '' || longEnough(value), PASSWORD_LENGTH_MESSAGE),
  );

/** An optional new password (the profile): empty keeps the current one. */
export const optionalNewPassword = () => z.string().check(z.refine((value) => value === '' || longEnough(value), PASSWORD_LENGTH_MESSAGE));
