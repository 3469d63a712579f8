import * as z from 'zod/mini';
import { newPassword, personName, requiredEmail, requiredPassword, requiredPhone } from '@/lib/form-validation';

// Spec §5: login, registration, forgot and reset inputs are required; e-mails are e-mail shaped, the phone
// numeric. A new password has 10 characters at least, like the server asks (docs/deviations.md).

export const loginSchema = z.object({ email: requiredEmail(), password: requiredPassword() });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: personName(),
  email: requiredEmail(),
  password: newPassword(),
  phone: requiredPhone(),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: newPassword() });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
