// Request-body checks shared by the controllers. The limits come from the content-type schemas
// (checkEntryText): one place says that a Name has 120 characters at most.
import type { Core, UID } from '@strapi/strapi';
import { EMAIL_MESSAGE, EMAIL_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, REQUIRED_MESSAGE } from '@club/contract';
import { errors } from '@strapi/utils';

const { ValidationError } = errors;

/** Largest id a PostgreSQL `integer` column holds: bigger "ids" are refused up front (else a 500 there). */
export const MAX_ID = 2147483647;
export const isDbId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID);

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    if (required) throw new ValidationError(`${key} : ${REQUIRED_MESSAGE}`, { field: key });
    return;
  }
  if (typeof value !== 'string') throw new ValidationError(`${key} doit être du texte`, { field: key });
  // NUL can't be stored by PostgreSQL (it would be a 500 there).
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
    throw new ValidationError(`${key} contient un caractère interdit`, { field: key });
  }
  if (required && value.trim() === '') throw new ValidationError(`${key} : ${REQUIRED_MESSAGE}`, { field: key });
  if (max && value.length > max) throw new ValidationError(`${key} : ${max} caractères au maximum`, { field: key });
}

export function checkEmail(data: Record<string, unknown>, key: string, required = false) {
  checkText(data, key, { required });
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '' && !EMAIL_PATTERN.test(value.trim())) {
    throw new ValidationError(EMAIL_MESSAGE, { field: key });
  }
  // An optional e-mail cleared by the form arrives as '': store it as empty, not as an invalid address.
  if (typeof value === 'string') data[key] = value.trim() === '' ? null : value.trim();
}

export function checkPhone(data: Record<string, unknown>, key: string, required = false) {
  checkText(data, key, { required });
  const value = data[key];
  if (typeof value === 'string' && value.trim() !== '' && !PHONE_PATTERN.test(value.trim())) {
    throw new ValidationError(PHONE_MESSAGE, { field: key });
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
    value.every((v) => isDbId(v) || (typeof v === 'string' && /^[a-z0-9]{10,40}$/.test(v) && !/^[0-9]+$/.test(v)));
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
  checkText(data, key);
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') return;
  const trimmed = value.trim();
  const refuse = () => {
    throw new ValidationError(`${key} : seuls les liens http:// ou https:// sont acceptés`, { field: key });
  };
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char))) refuse();
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

type SchemaAttribute = { type: string; required?: boolean; maxLength?: number; min?: number; max?: number };
const TEXT_TYPES = ['string', 'text', 'email', 'richtext', 'uid'];
const NUMBER_TYPES = ['integer', 'biginteger', 'float', 'decimal'];

/**
 * Every text and number field of `data`, checked by the content type's own schema: text is text (no NUL,
 * no lone surrogate), within its maxLength, present when required (on create, or when sent on update);
 * numbers are finite and within the schema's min and max. Format rules (e-mail, phone, links) come on top.
 */
export function checkEntryText(strapi: Core.Strapi, uid: string, data: Record<string, unknown>, { creating }: { creating: boolean }) {
  const attributes = (strapi.getModel(uid as UID.Schema) as { attributes: Record<string, SchemaAttribute> }).attributes;
  for (const [key, attribute] of Object.entries(attributes)) {
    if (TEXT_TYPES.includes(attribute.type)) {
      if (!(key in data) && !(creating && attribute.required)) continue;
      checkText(data, key, { required: Boolean(attribute.required), max: attribute.maxLength ?? 0 });
    } else if (NUMBER_TYPES.includes(attribute.type) && key in data && data[key] !== null) {
      const value = data[key];
      const integer = attribute.type === 'integer' || attribute.type === 'biginteger';
      if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
        throw new ValidationError(`${key} doit être un nombre${integer ? ' entier' : ''}`, { field: key });
      }
      if (attribute.min !== undefined && value < attribute.min)
        throw new ValidationError(`${key} : ${attribute.min} au minimum`, { field: key });
      if (attribute.max !== undefined && value > attribute.max)
        throw new ValidationError(`${key} : ${attribute.max} au maximum`, { field: key });
    }
  }
}
