// How a phone keeps a directory's records in IndexedDB (issue 47, docs/decisions/0025-directory-stored-form.md): each
// record as one array, its fields in the order STORED_FIELDS gives, in the compact form the sync's columns bring them
// (directory-columns.ts) and a little more: the rendition names of an image as numbers, a programme's steps as rows
// under one header. Named relations (sectors, skills, services) stay ids; their names are kept once per directory.
// The device writes what the stream brings without decoding it, and decodes a record only when a screen reads it.
import { DIRECTORIES, type DirectoryKind } from './directory';
import { decodeField, decodeMedia, encodeMedia, type ColumnsAnswer } from './directory-columns';
import { sortKeyOf } from './search';
import { MEDIA_FIELDS, standardRenditions } from './media';

/**
 * Each directory's fields in the order of a stored record. Append only: a record written by an earlier version of
 * the app is read with this list (a field removed from the directory's query stays here, and reads as absent). A
 * field the server sends that is not here is kept, by name, in the record's last item.
 */
export const STORED_FIELDS: Readonly<Record<DirectoryKind, readonly string[]>> = {
  members: [
    'Name',
    'Profile',
    'Profession',
    'AboutMe',
    'City',
    'Country',
    'LinkedinProfileURL',
    'MemberPresentationURL',
    'Languages',
    'BioImage',
    'sectors',
    'skills',
    'companies',
    'Email',
    'Phone',
  ],
  companies: [
    'Name',
    'About',
    'Phone',
    'Email',
    'Website',
    'City',
    'Country',
    'CompanyVideoPresentation',
    'CompanyLinkedin',
    'NumberOfEmployees',
    'Logo',
    'Photos',
    'members',
    'sectors',
    'skills',
    'services',
  ],
  events: [
    'Name',
    'Description',
    'Date',
    'StartingTime',
    'EndTime',
    'Address',
    'Capacity',
    'SeatsTaken',
    'WaitlistLength',
    'EventImage',
    'Photos',
    'Programme',
    'event_attendee',
  ],
};

/** A record as the device keeps it: STORED_FIELDS' values (undefined: not sent), then an object of any others. */
export type StoredRow = unknown[];
/** The names of a directory's named relations, per field: id → name (ColumnsAnswer's `names`, merged). */
export type StoredNames = Record<string, Record<string, string>>;

/** Strapi's rendition names, each kept as its index here. */
const RENDITIONS = ['thumbnail', 'small', 'medium', 'large'];
/** The image fields: one image, or a list of them. */
const IMAGE_FIELDS: Readonly<Record<string, 'one' | 'list'>> = { BioImage: 'list', Photos: 'list', Logo: 'one', EventImage: 'one' };
/** Lists of components whose items all have the same keys: kept as a header and one array per item. */
const TABLE_FIELDS = new Set(['Programme']);
/** Neither sent as a field nor kept in one: the record's id and stamp are its own columns on the device. */
const OWN_COLUMNS = new Set(['id', 'changedAt']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An image whose renditions are exactly those Strapi makes of its size: [id, url, width, height, alt, STANDARD]. */
const STANDARD = 1;

/** The renditions of a media tuple ([name, w, h] from index 5) are those Strapi makes of its size, in any order. */
function madeByStrapi(tuple: readonly unknown[], width: number, height: number): boolean {
  const standard = standardRenditions(width, height);
  if (tuple.length !== 5 + 3 * standard.length || standard.length === 0) return false;
  return standard.every(([name, w, h]) => {
    const at = tuple.indexOf(name, 5);
    return at >= 5 && (at - 5) % 3 === 0 && tuple[at + 1] === w && tuple[at + 2] === h;
  });
}

/**
 * A media tuple of the columns ([id, url, w, h, alt, name, w, h …]): its renditions left out when they are the ones
 * Strapi makes of its size (rebuilt when read), else each known rendition's name as its index.
 */
function compactMedia(value: unknown): unknown {
  if (!Array.isArray(value) || value.length <= 5) return value;
  const [, , width, height] = value as unknown[];
  if (typeof width === 'number' && typeof height === 'number' && madeByStrapi(value as unknown[], width, height))
    return [...(value as unknown[]).slice(0, 5), STANDARD];
  return (value as unknown[]).map((item, at) =>
    at >= 5 && (at - 5) % 3 === 0 && RENDITIONS.includes(item as string) ? RENDITIONS.indexOf(item as string) : item,
  );
}

function expandMedia(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 6 && value[5] === STANDARD) {
    const [id, url, width, height, alt] = value as [number, string, number, number, unknown];
    return [id, url, width, height, alt, ...standardRenditions(width, height).flat()];
  }
  return (value as unknown[]).map((item, at) => (at >= 5 && (at - 5) % 3 === 0 && typeof item === 'number' ? RENDITIONS[item] : item));
}

/** [[keys…], [values…] per item] when every item is an object with the same keys; the list itself otherwise. */
function toTable(value: unknown): unknown {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isObject)) return value;
  const keys = Object.keys(value[0]);
  const same = value.every((item) => {
    const own = Object.keys(item);
    return own.length === keys.length && own.every((key, at) => key === keys[at]);
  });
  return same ? [keys, ...value.map((item) => keys.map((key) => item[key]))] : value;
}

function fromTable(value: unknown): unknown {
  if (!Array.isArray(value) || !Array.isArray(value[0])) return value;
  const [keys, ...items] = value as [string[], ...unknown[][]];
  return items.map((item) => Object.fromEntries(keys.map((key, at) => [key, item[at]])));
}

function toStored(field: string, value: unknown): unknown {
  const media = IMAGE_FIELDS[field];
  if (media) return media === 'list' && Array.isArray(value) ? value.map(compactMedia) : compactMedia(value);
  if (TABLE_FIELDS.has(field)) return toTable(value);
  return value;
}

function fromStored(field: string, value: unknown): unknown {
  const media = IMAGE_FIELDS[field];
  if (media) return media === 'list' && Array.isArray(value) ? value.map(expandMedia) : expandMedia(value);
  if (TABLE_FIELDS.has(field)) return fromTable(value);
  return value;
}

/**
 * One image (Strapi's media object) as a phone keeps it outside the directories too (the kept gallery): the fields
 * the app reads (@club/contract's MEDIA_FIELDS and the id), compact.
 */
export function storedImage(media: unknown): unknown {
  if (!isObject(media)) return media ?? null;
  const read = Object.fromEntries(['id', ...MEDIA_FIELDS].filter((key) => key in media).map((key) => [key, media[key]]));
  return compactMedia(encodeMedia(read));
}

/** storedImage's form back into Strapi's media object. */
export function imageOfStored(stored: unknown): unknown {
  return decodeMedia(expandMedia(stored));
}

/**
 * A name's sort key as the device indexes it: its UTF-8 bytes, one character each (0–255). IndexedDB compares
 * strings by code unit, so these sort exactly as the server's hex keys (sortKeyOf), at half their length.
 */
export function deviceSortKey(name: string | null | undefined): string {
  const hex = sortKeyOf(name);
  let key = '';
  for (let at = 0; at < hex.length; at += 2) key += String.fromCharCode(parseInt(hex.slice(at, at + 2), 16));
  return key;
}

/** One record of an answer, as the device keeps it. */
export interface StoredRecord {
  id: number;
  changedAt: number;
  sortKey: string;
  item: StoredRow;
}

/** An answer's columns as the records the device keeps (no row of the content API built on the way). */
export function storedRecords(kind: DirectoryKind, answer: Pick<ColumnsAnswer, 'columns' | 'extra'>): StoredRecord[] {
  const fields = STORED_FIELDS[kind];
  const { columns } = answer;
  const ids = (columns.id ?? []) as number[];
  const others = Object.keys(columns).filter((field) => !OWN_COLUMNS.has(field) && !fields.includes(field));
  const { sortField } = DIRECTORIES[kind];
  return ids.map((id, index) => {
    const item: StoredRow = fields.map((field) => (field in columns ? toStored(field, columns[field][index]) : undefined));
    const rest = { ...Object.fromEntries(others.map((field) => [field, columns[field][index]])), ...answer.extra?.[index] };
    if (Object.keys(rest).length) item.push(rest);
    // Fields not sent at the end (a visitor's copy has no contacts) take no room.
    else while (item.length && item[item.length - 1] === undefined) item.pop();
    return {
      id,
      changedAt: Number(columns.changedAt?.[index] ?? 0),
      sortKey: sortField ? deviceSortKey(columns[sortField][index] as string | null) : '',
      item,
    };
  });
}

/** A stored record back into the content API's row (what the app's mappers read). */
export function rowOfStored(kind: DirectoryKind, id: number, item: StoredRow, names: StoredNames = {}): Record<string, unknown> {
  const fields = STORED_FIELDS[kind];
  const row: Record<string, unknown> = { id };
  fields.forEach((field, at) => {
    const value = item[at];
    if (value !== undefined) row[field] = decodeField(kind, field, fromStored(field, value), names[field]);
  });
  const rest = item[fields.length];
  // The fields not in STORED_FIELDS: columns' values and `extra`'s as they are, which the decoders leave alone.
  if (isObject(rest)) for (const [field, value] of Object.entries(rest)) row[field] = decodeField(kind, field, value, names[field]);
  return row;
}
