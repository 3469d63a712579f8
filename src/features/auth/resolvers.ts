import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type LoginValues,
  type RegisterValues,
  type ResetPasswordValues,
} from './schemas';

// The auth forms' checks: loaded by the forms through lib/lazy-resolver.ts, not with their pages.
export const loginResolver: Resolver<LoginValues> = zodResolver(loginSchema);
export const registerResolver: Resolver<RegisterValues> = zodResolver(registerSchema);
export const forgotPasswordResolver: Resolver<ForgotPasswordValues> = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver: Resolver<ResetPasswordValues> = zodResolver(resetPasswordSchema);
