import { errorStatus, isNetworkError, serverMessage } from '@/api/errors';

export const GENERIC_ERROR = 'Something went wrong!';
export const OFFLINE_ERROR = 'Tu es hors ligne : rien n’a été envoyé, réessaie une fois la connexion revenue.';

/** Strapi's own English defaults, said in French (the club's refusals already are). */
const FRENCH_FOR_STATUS: Record<number, string> = {
  401: 'Ta session a expiré : reconnecte-toi, puis recommence.',
  403: 'Tu n’as pas le droit de faire cette modification.',
  404: 'Cette fiche n’existe plus.',
  413: 'Fichier trop volumineux.',
  429: 'Trop de tentatives : réessaie dans quelques minutes.',
};
const STRAPI_DEFAULTS = new Set([
  'Forbidden',
  'Unauthorized',
  'Not Found',
  'Policy Failed',
  'Missing or invalid credentials',
  'Too many requests, please try again later.',
  'Payload Too Large',
  'request entity too large',
  'FileTooBig',
]);

/**
 * What the error area above a form says (spec §8: the server's message, or 'Something went wrong!'): the
 * server's message when it is the club's own (French), Strapi's defaults in French, the spec's fallback for
 * anything else.
 */
export function formErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_ERROR;
  const status = errorStatus(error);
  if (status === null || status >= 500) return GENERIC_ERROR;
  const message = serverMessage(error);
  if (!message || STRAPI_DEFAULTS.has(message)) return FRENCH_FOR_STATUS[status] ?? GENERIC_ERROR;
  return message;
}
