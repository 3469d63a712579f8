// The directories' own endpoints (backend/src/api/directory): one page for a first screen, and the changes
// since a cursor for the background sync. Rows come in the content API's shape and leave here as the app's
// types, with the two things the device needs to keep them in order: when each changed, and its sort key.
import {
  decodeColumns,
  encodeColumns,
  rowOfStored,
  storedRecords,
  DIRECTORY_COLUMNS_QUERY,
  INCLUDED_CARDS_QUERY,
  type ColumnsAnswer,
  withIncludedCards,
  type ChangesAnswer,
  type DirectoryKind,
  type IncludedCards,
  type PageAnswer,
  type PageRequest,
  type Removal,
  type StoredNames,
  type StoredRow,
  type SyncedRecord,
} from '@club/contract';
import { apiLines, apiRequest } from './client';
import { toQueryString } from './strapi';
import { mapMember } from './members';
import { mapCompany } from './companies';
import { mapEvent } from './events';
import type { ClubEvent, Company, Member } from './types';
import type { StrapiCompany, StrapiEvent, StrapiMember } from './wire';

/** The app's item of each directory (the kinds are the contract's). */
export interface DirectoryItems extends Record<DirectoryKind, unknown> {
  members: Member;
  companies: Company;
  events: ClubEvent;
}
export type { DirectoryKind };

/** One record as the device keeps it. */
export type DirectoryRecord<K extends DirectoryKind = DirectoryKind> = SyncedRecord<DirectoryItems[K]>;
export type DirectoryChanges<K extends DirectoryKind = DirectoryKind> = ChangesAnswer<DirectoryItems[K]>;
export type DirectoryPage<T> = PageAnswer<T>;

export interface PageQuery extends Partial<PageRequest> {
  /** Instead of a page: this many records drawn at random from the whole directory (at most 48). */
  sample?: number;
}

type Stamped = { changedAt?: number; sortKey?: string | null };
type WireRow = Stamped & { id: number };

/** The answer's rows with their member cards whole (on the wire, each card is sent once: @club/contract). */
const wholeRows = (kind: DirectoryKind, answer: { data: WireRow[]; included?: IncludedCards }) =>
  withIncludedCards(kind, answer.data, answer.included);

const MAPPERS: { [K in DirectoryKind]: (row: never) => DirectoryItems[K] } = {
  members: (row: StrapiMember) => mapMember(row),
  companies: (row: StrapiCompany) => mapCompany(row),
  events: (row: StrapiEvent) => mapEvent(row),
};

function toRecord<K extends DirectoryKind>(kind: K, row: WireRow): DirectoryRecord<K> {
  return {
    id: row.id,
    changedAt: Number(row.changedAt ?? 0),
    sortKey: row.sortKey ?? '',
    item: (MAPPERS[kind] as (row: unknown) => DirectoryItems[K])(row),
  };
}

/** Exactly the page a screen shows, searched and sorted on the server as the device does. */
export async function fetchDirectoryPage<K extends DirectoryKind>(kind: K, query: PageQuery): Promise<DirectoryPage<DirectoryItems[K]>> {
  const response = await apiRequest<{
    data: WireRow[];
    included?: IncludedCards;
    meta: { pagination: { total: number; pageCount: number } };
  }>(`/api/directory/${kind}${toQueryString({ ...query, ...INCLUDED_CARDS_QUERY })}`);
  return {
    items: wholeRows(kind, response).map((row) => toRecord(kind, row).item),
    total: response.meta.pagination.total,
    pageCount: response.meta.pagination.pageCount,
  };
}

/** One answer of the sync as the server writes it: rows (the server renderer's) or columns (a phone's). */
type WireChanges = {
  removed: Removal[];
  cursor: string;
  more: boolean;
  reset?: boolean;
  remaining?: number;
} & ({ data: WireRow[]; included?: IncludedCards } | Pick<ColumnsAnswer, 'columns' | 'names' | 'extra'>);

function toChanges<K extends DirectoryKind>(kind: K, answer: WireChanges): DirectoryChanges<K> {
  // Rows with no `included` keep their cards as they came (by id, from a server that does not stream yet).
  const rows = 'columns' in answer ? decodeColumns(kind, answer) : answer.included ? wholeRows(kind, answer) : answer.data;
  return {
    records: rows.map((row) => toRecord(kind, row)),
    removed: answer.removed,
    cursor: answer.cursor,
    more: answer.more,
    reset: answer.reset === true,
    remaining: answer.remaining ?? 0,
  };
}

/**
 * One answer of the sync: what changed after `since` (none: everything), member cards whole. The server renderer's,
 * which keeps nothing.
 */
export async function fetchDirectoryChanges<K extends DirectoryKind>(
  kind: K,
  since: string | null,
  options: { token?: string | null } = {},
): Promise<DirectoryChanges<K>> {
  const path = `/api/directory/${kind}/changes${toQueryString({ ...(since && { since }), ...INCLUDED_CARDS_QUERY })}`;
  return toChanges(kind, await apiRequest<WireChanges>(path, options));
}

/** One answer of a phone's sync, its records in the form the phone keeps (@club/contract's directory-stored.ts). */
export type StoredDirectoryChanges = ChangesAnswer<StoredRow> & { names?: StoredNames };

function toStoredChanges(kind: DirectoryKind, answer: WireChanges): StoredDirectoryChanges {
  // A server from before the columns answers rows (member cards by id): the same columns are built from them here.
  const columns = 'columns' in answer ? answer : encodeColumns(kind, answer.data);
  return {
    records: storedRecords(kind, columns),
    names: columns.names,
    removed: answer.removed,
    cursor: answer.cursor,
    more: answer.more,
    reset: answer.reset === true,
    remaining: answer.remaining ?? 0,
  };
}

/**
 * A phone's sync: every answer after `since` in one streamed request, each as soon as it has arrived, in columns
 * (@club/contract's directory-columns.ts) with member cards by id (the phone completes them from its own members
 * directory: offline/directory-references.ts). Each record is kept as it came, in its stored form, and read back by
 * readDirectoryItem. A server from before the stream answers one page of rows; the sync then asks again from its
 * cursor.
 */
export async function* streamDirectoryChanges<K extends DirectoryKind>(
  kind: K,
  since: string | null,
  options: { token?: string | null } = {},
): AsyncGenerator<StoredDirectoryChanges> {
  const path = `/api/directory/${kind}/changes${toQueryString({ ...(since && { since }), ...DIRECTORY_COLUMNS_QUERY })}`;
  for await (const answer of apiLines<WireChanges>(path, options)) yield toStoredChanges(kind, answer);
}

/** A record kept on the device (streamDirectoryChanges' form) as the app's item. */
export function readDirectoryItem(kind: string, id: number, stored: unknown, names: StoredNames): unknown {
  const directory = kind as DirectoryKind;
  return (MAPPERS[directory] as (row: unknown) => unknown)(rowOfStored(directory, id, stored as StoredRow, names));
}
