// Shared request-body checks. (This folder is a sub-folder of src/policies: Strapi only loads the
// top-level files there as policies, so these helpers are plain modules.)
import { errors } from '@strapi/utils';

const { ValidationError } = errors;

/** Largest id a PostgreSQL `integer` column holds: bigger "ids" are refused up front (else a 500 there). */
export const MAX_ID = 2147483647;
export const isDbId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID);

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Same "simple address" rule as the front end: text, @, text, dot, text (no spaces).
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Returns `body.data` limited to `writable` keys. Any other key is refused (400) rather than silently
 * dropped, so a client bug (or an attempt to set Profile, user, members…) is visible.
 */
export function pickWritableData(body: unknown, writable: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    throw new ValidationError('Missing "data" payload in the request body');
  }
  const data = body.data;
  const refused = Object.keys(data).filter((key) => !writable.includes(key));
  if (refused.length > 0) {
    throw new ValidationError(`Champs non modifiables : ${refused.join(', ')}`, { fields: refused });
  }
  return { ...data };
}

/** Half of a UTF-16 pair on its own: valid in JSON, but not text (stored as garbage, or refused by PostgreSQL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Checks `data[key]` is a non-empty (after trim) string when present (or always, if `required`). */
export function checkText(data: Record<string, unknown>, key: string, { required = false, max = 0 } = {}) {
  const value = data[key];
  if (value === undefined || value === null) {
    if (required) throw new ValidationError(`${key} : ce champs est obligatoire`, { field: key });
    return;
  }
  if (typeof value !== 'string') throw new ValidationError(`${key} doit être du texte`, { field: key });
  // NUL can't be stored by PostgreSQL (it would be a 500 there).
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
    throw new ValidationError(`${key} contient un caractère interdit`, { field: key });
  }
  if (required && value.trim() === '') throw new ValidationError(`${key} : ce champs est obligatoire`, { field: key });
  if (max && value.length > max) throw new ValidationError(`${key} : ${max} caractères au maximum`, { field: key });
}

export function checkEmail(data: Record<string, unknown>, key: string, required = false) {
  checkText(data, key, { required, max: 254 });
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '' && !EMAIL_RE.test(value.trim())) {
    throw new ValidationError('Entrez une adresse mail valide', { field: key });
  }
  // An optional e-mail cleared by the form arrives as '': store it as empty, not as an invalid address.
  if (typeof value === 'string') data[key] = value.trim() === '' ? null : value.trim();
}

export const PHONE_RE = /^\+?[0-9][0-9 ]*$/;

export function checkPhone(data: Record<string, unknown>, key: string, required = false) {
  checkText(data, key, { required, max: 40 });
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '' && !PHONE_RE.test(value.trim())) {
    throw new ValidationError('Numéro de téléphone invalide (chiffres, espaces et + uniquement)', { field: key });
  }
}

/** Relation id lists from the forms: an array of numeric ids (or documentIds). */
export function checkIdList(data: Record<string, unknown>, key: string) {
  const value = data[key];
  if (value === undefined) return;
  if (value === null) {
    data[key] = [];
    return;
  }
  const ok =
    Array.isArray(value) &&
    value.length <= 200 &&
    value.every(
      (v) => isDbId(v) || (typeof v === 'string' && /^[a-z0-9]{10,40}$/.test(v) && !/^[0-9]+$/.test(v))
    );
  if (!ok) throw new ValidationError(`${key} doit être une liste d'identifiants`, { field: key });
  // Numeric strings ('12') become numbers so they are read as ids, not documentIds.
  data[key] = (value as unknown[]).map((v) => (typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v));
}

/**
 * A link typed in a profile or a company (LinkedIn, website, presentation video): empty, or an http(s) URL.
 * Without a scheme ('www.exemple.be') it is read as https, like the app's safeExternalUrl; any other scheme
 * (javascript:, data:, vbscript:, file:…) is refused, so no stored link can run code when clicked.
 */
export function checkHttpUrl(data: Record<string, unknown>, key: string) {
  checkText(data, key, { max: 500 });
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') return;
  const trimmed = value.trim();
  const refuse = () => {
    throw new ValidationError(`${key} : seuls les liens http:// ou https:// sont acceptés`, { field: key });
  };
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) refuse();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) refuse();
  data[key] = trimmed;
}
