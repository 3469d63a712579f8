import * as z from 'zod/mini';
import { requiredEmail, requiredPassword, requiredPhone, requiredText } from '@/lib/form-validation';

// Spec §5: login, registration, forgot and reset inputs are required; e-mails are e-mail shaped,
// the phone numeric. No length or strength rule on passwords (the server asks for 6 characters).

export const loginSchema = z.object({ email: requiredEmail(), password: requiredPassword() });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  password: requiredPassword(),
  phone: requiredPhone(),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: requiredPassword() });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
