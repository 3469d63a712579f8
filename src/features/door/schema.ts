import * as z from 'zod/mini';
import { requiredEmail, requiredText } from '@/lib/form-validation';
import { doorTexts } from './texts';

/** A guest at the door: name, e-mail and their consent (the contract's messages; the server checks the same). */
export const guestSchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  consent: z.boolean().check(z.refine((value) => value === true, doorTexts.guest.consentRequired)),
});

export type GuestValues = z.infer<typeof guestSchema>;
