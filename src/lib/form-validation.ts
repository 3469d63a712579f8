// zod/mini: Zod 4's tree-shakable form (same checks, a fraction of the bytes in the offline precache).
import * as z from 'zod/mini';
import {
  EMAIL_MESSAGE,
  NAME_LENGTH_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  isEmail,
  isLongEnoughPassword,
  isPersonNameLength,
  isPhone,
} from '@club/contract';

// The app's CSP has no 'unsafe-eval': zod must not even probe `new Function` (the probe is caught, but the
// browser still reports a violation). Every form schema imports this module.
z.config({ jitless: true });

// The forms' zod checks, built on the contract's rules and French messages: the server checks the same on receipt.

/** A text that must not be empty once trimmed. */
export const requiredText = () => z.string().check(z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE));

/** A person's name at registration: filled, and of the contract's length (3 to 120 characters). */
export const personName = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE),
    z.refine((value) => value.trim() === '' || isPersonNameLength(value), NAME_LENGTH_MESSAGE),
  );

export const requiredEmail = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE),
    z.refine((value) => value.trim() === '' || isEmail(value), EMAIL_MESSAGE),
  );

export const requiredPhone = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', REQUIRED_MESSAGE),
    z.refine((value) => value.trim() === '' || isPhone(value), PHONE_MESSAGE),
  );

/** A password field that must be filled (logging in: any password the account has). */
export const requiredPassword = () => z.string().check(z.refine((value) => value !== '', REQUIRED_MESSAGE));

/** A new password (registration, reset): filled, and long enough. */
export const newPassword = () =>
  z.string().check(
    z.refine((value) => value !== '', REQUIRED_MESSAGE),
    z.refine((value) => value === '' || isLongEnoughPassword(value), PASSWORD_LENGTH_MESSAGE),
  );

/** An optional new password (the profile): empty keeps the current one. */
export const optionalNewPassword = () =>
  z.string().check(z.refine((value) => value === '' || isLongEnoughPassword(value), PASSWORD_LENGTH_MESSAGE));
