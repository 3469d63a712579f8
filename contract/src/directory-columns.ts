// A phone's sync answers, column by column (issue 47, docs/decisions/0024-directory-columns.md). A row's keys were
// a third of a first download at 10,000 members, each image's renditions repeated its URL four times, and every
// sector, skill and service travelled by name in every row. Here an answer is one array per field, images are
// tuples whose renditions' URLs follow Strapi's naming rule, named relations are ids with the names once per answer
// (or [id, name] pairs where names rarely repeat), member cards are ids in ascending order as gaps, and the sort key
// is left to the phone (sortKeyOf).
// The server encodes (backend/src/api/directory), the PWA's API layer decodes back into the content API's rows
// (src/api/directory.ts): the rest of the app never sees the difference. What cannot take the compact form (an
// image named otherwise, a relation with more than a name) travels as it is, and decodes as it is.
import { DIRECTORIES, type DirectoryKind } from './directory';
import { sortKeyOf } from './search';

/**
 * The query by which a phone's sync asks for this shape: member cards by id (DIRECTORY_CARDS_QUERY), columns, and
 * every page of the feed in one streamed answer, one line of JSON per page (CHANGES_STREAM_TYPE).
 */
export const DIRECTORY_COLUMNS_QUERY = { cards: 'directory', shape: 'columns' } as const;

/** The streamed answer's media type: one ColumnsAnswer per line. */
export const CHANGES_STREAM_TYPE = 'application/x-ndjson';

/** How one field travels: its values as they are unless named here. */
type Codec = 'named' | 'pairs' | 'media' | 'mediaList' | 'cardIds' | 'attendance';

const CODECS: Record<DirectoryKind, Readonly<Record<string, Codec>>> = {
  // A member's companies are many names, each in few rows: [id, name] in the row (a dictionary per answer weighed more).
  members: { BioImage: 'mediaList', sectors: 'named', skills: 'named', companies: 'pairs' },
  companies: { Logo: 'media', Photos: 'mediaList', sectors: 'named', skills: 'named', services: 'named', members: 'cardIds' },
  events: { EventImage: 'media', Photos: 'mediaList', event_attendee: 'attendance' },
};

/** One page of the feed in columns: `columns.id` has one value per row, and so has every other column. */
export interface ColumnsAnswer {
  columns: Record<string, unknown[]>;
  /** The names of the rows' named relations, per field: id → name. */
  names?: Record<string, Record<string, string>>;
  /** Fields only some rows have (a member's own privacy settings, to them), by row index, as they are. */
  extra?: Record<string, Row>;
  removed: Array<{ id: number; at: number }>;
  cursor: string;
  more: boolean;
  remaining?: number;
  reset?: boolean;
}

type Row = Record<string, unknown>;
type Media = { id: number; url: string; width?: number | null; height?: number | null; alternativeText?: string | null; formats?: unknown };
const MEDIA_KEYS = new Set(['id', 'url', 'width', 'height', 'alternativeText', 'formats']);

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strapi's name for a rendition of `url`: the same folder, the file name prefixed by the format's name. */
function renditionUrl(url: string, format: string): string {
  const slash = url.lastIndexOf('/') + 1;
  return `${url.slice(0, slash)}${format}_${url.slice(slash)}`;
}

/** [id, url, width, height, alt, then name, width, height per rendition]; the object itself when not that regular. */
export function encodeMedia(value: unknown): unknown {
  if (!isObject(value)) return value ?? null;
  const media = value as Media;
  if (typeof media.id !== 'number' || typeof media.url !== 'string' || Object.keys(media).some((key) => !MEDIA_KEYS.has(key))) return value;
  const tuple: unknown[] = [media.id, media.url, media.width ?? null, media.height ?? null, media.alternativeText ?? null];
  if (media.formats != null) {
    if (!isObject(media.formats)) return value;
    for (const [name, format] of Object.entries(media.formats)) {
      if (
        !isObject(format) ||
        format.url !== renditionUrl(media.url, name) ||
        Object.keys(format).some((key) => !['url', 'width', 'height'].includes(key))
      ) {
        return value;
      }
      tuple.push(name, format.width ?? null, format.height ?? null);
    }
  }
  return tuple;
}

/** encodeMedia's tuple back into Strapi's media object (anything else as it is). */
export function decodeMedia(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? null;
  const [id, url, width, height, alternativeText] = value as [number, string, number | null, number | null, string | null];
  const formats: Record<string, { url: string; width: unknown; height: unknown }> = {};
  for (let at = 5; at + 2 < value.length; at += 3) {
    const name = value[at] as string;
    formats[name] = { url: renditionUrl(url, name), width: value[at + 1], height: value[at + 2] };
  }
  return { id, url, width, height, alternativeText, formats: value.length > 5 ? formats : null };
}

/** Ids in ascending order, each as its gap from the previous one (short numbers, which compress well). */
function gaps(ids: number[]): number[] {
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.map((id, index) => (index === 0 ? id : id - sorted[index - 1]));
}

function ungaps(values: number[]): number[] {
  let id = 0;
  return values.map((gap) => (id += gap));
}

const onlyIds = (list: unknown[]) => list.every((item) => isObject(item) && Object.keys(item).length === 1 && typeof item.id === 'number');

function encodeValue(codec: Codec | undefined, value: unknown, names: Record<string, string>): unknown {
  switch (codec) {
    case 'media':
      return encodeMedia(value);
    case 'mediaList':
      return Array.isArray(value) ? value.map(encodeMedia) : value;
    case 'named':
      // An item with more than its id and name stays whole (a decoder keeps objects as they are).
      return Array.isArray(value)
        ? value.map((item: unknown) => {
            if (!isObject(item) || typeof item.id !== 'number' || typeof item.Name !== 'string' || Object.keys(item).length !== 2)
              return item;
            names[item.id] = item.Name;
            return item.id;
          })
        : value;
    case 'pairs':
      return Array.isArray(value)
        ? value.map((item: unknown) =>
            isObject(item) && typeof item.id === 'number' && typeof item.Name === 'string' && Object.keys(item).length === 2
              ? [item.id, item.Name]
              : item,
          )
        : value;
    case 'cardIds':
      return Array.isArray(value) && onlyIds(value) ? gaps(value.map((card) => (card as { id: number }).id)) : value;
    case 'attendance': {
      // { id, members: [{ id }] } → [its id, then the members' ids as gaps]
      if (!isObject(value) || typeof value.id !== 'number' || !Array.isArray(value.members) || !onlyIds(value.members))
        return value ?? null;
      if (Object.keys(value).length !== 2) return value;
      return [value.id, ...gaps(value.members.map((card) => (card as { id: number }).id))];
    }
    default:
      return value ?? null;
  }
}

function decodeValue(codec: Codec | undefined, value: unknown, names: Record<string, string> | undefined): unknown {
  const list = Array.isArray(value) ? (value as unknown[]) : null;
  switch (codec) {
    case 'media':
      return decodeMedia(value);
    case 'mediaList':
      return list ? list.map(decodeMedia) : value;
    case 'named':
      return list ? list.map((item) => (typeof item === 'number' ? { id: item, Name: names?.[item] ?? '' } : item)) : value;
    case 'pairs':
      return list ? list.map((item) => (Array.isArray(item) ? { id: item[0] as number, Name: item[1] as string } : item)) : value;
    case 'cardIds':
      return list && list.every((item) => typeof item === 'number') ? ungaps(list).map((id) => ({ id })) : value;
    case 'attendance':
      return list ? { id: list[0] as number, members: ungaps(list.slice(1) as number[]).map((id) => ({ id })) } : value;
    default:
      return value;
  }
}

/** One field's value as a column holds it, back into the content API's (a value not in the compact form stays as it is). */
export function decodeField(kind: DirectoryKind, field: string, value: unknown, names: Record<string, string> | undefined): unknown {
  return decodeValue(CODECS[kind][field], value, names);
}

/** The rows of one answer (the content API's shape, without `sortKey`) as columns and names. */
export function encodeColumns(kind: DirectoryKind, rows: Row[]): Pick<ColumnsAnswer, 'columns' | 'names' | 'extra'> {
  const codecs = CODECS[kind];
  // A column for each field every row has; a field some rows lack is not a column (its absence means something: a
  // member's privacy settings are on their own row only).
  const counts = new Map<string, number>([['id', rows.length]]);
  for (const row of rows)
    for (const key of Object.keys(row)) if (key !== 'sortKey' && key !== 'id') counts.set(key, (counts.get(key) ?? 0) + 1);
  const fields = [...counts].filter(([, count]) => count === rows.length).map(([field]) => field);
  const columns: Record<string, unknown[]> = {};
  const names: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    const found = (names[field] ??= {});
    columns[field] = rows.map((row) => encodeValue(codecs[field], row[field], found));
    if (Object.keys(found).length === 0) delete names[field];
  }
  const extra: Record<string, Row> = {};
  rows.forEach((row, index) => {
    const rest = Object.entries(row).filter(([key]) => key !== 'sortKey' && !(key in columns));
    if (rest.length) extra[index] = Object.fromEntries(rest);
  });
  return { columns, ...(Object.keys(names).length && { names }), ...(Object.keys(extra).length && { extra }) };
}

/** An answer's columns back into rows, with the sort key each row has on the server. */
export function decodeColumns(
  kind: DirectoryKind,
  answer: Pick<ColumnsAnswer, 'columns' | 'names' | 'extra'>,
): Array<Row & { id: number; sortKey: string }> {
  const codecs = CODECS[kind];
  const count = answer.columns.id?.length ?? 0;
  const rows: Array<Row & { id: number; sortKey: string }> = [];
  const entries = Object.entries(answer.columns);
  const { sortField } = DIRECTORIES[kind];
  for (let index = 0; index < count; index += 1) {
    const row: Row = {};
    for (const [field, values] of entries) row[field] = decodeValue(codecs[field], values[index], answer.names?.[field]);
    Object.assign(row, answer.extra?.[index]);
    const typed = row as Row & { id: number; sortKey: string };
    typed.sortKey = sortField ? sortKeyOf(row[sortField] as string | null) : '';
    rows.push(typed);
  }
  return rows;
}
