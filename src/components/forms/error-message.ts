import { ApiError } from '@/api/client';

export const GENERIC_ERROR = 'Something went wrong!';
export const OFFLINE_ERROR = 'Vous êtes hors ligne : rien n’a été envoyé, réessayez une fois la connexion revenue.';

/** What the error area above a form says (spec §8: the server's message, or 'Something went wrong!'). */
export function formErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return OFFLINE_ERROR;
    return error.message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}
