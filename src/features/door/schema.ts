import * as z from 'zod/mini';
import { REQUIRED_MESSAGE, guestNameError } from '@club/contract';
import { requiredEmail } from '@/lib/form-validation';
import { doorTexts } from './texts';

/**
 * A guest's name: required, then the contract's rule (the server checks the same): it goes into the club's mail,
 * so it is text, never a link. One message at a time.
 */
const guestName = () =>
  z.string().check((ctx) => {
    const message = ctx.value.trim() === '' ? REQUIRED_MESSAGE : guestNameError(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** A guest at the door: name, e-mail and their consent (the contract's messages; the server checks the same). */
export const guestSchema = z.object({
  name: guestName(),
  email: requiredEmail(),
  consent: z.boolean().check(z.refine((value) => value === true, doorTexts.guest.consentRequired)),
});

export type GuestValues = z.infer<typeof guestSchema>;
