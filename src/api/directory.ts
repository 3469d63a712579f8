// The directories' own endpoints (server/src/api/directory): one page for a first screen, and the changes
// since a cursor for the background sync. Rows come in the content API's shape and leave here as the app's
// types, with the two things the device needs to keep them in order: when each changed, and its sort key.
import { apiRequest } from './client';
import { toQueryString } from './strapi';
import { mapMember } from './members';
import { mapCompany } from './companies';
import { mapEvent } from './events';
import type { ClubEvent, Company, Member } from './types';
import type { StrapiCompany, StrapiEvent, StrapiMember } from './wire';

export interface DirectoryItems {
  members: Member;
  companies: Company;
  events: ClubEvent;
}
export type DirectoryKind = keyof DirectoryItems;
export const DIRECTORY_KINDS: readonly DirectoryKind[] = ['members', 'companies', 'events'];

/** One record as the device keeps it. */
export interface DirectoryRecord<K extends DirectoryKind = DirectoryKind> {
  id: number;
  /** The server's change stamp (ms, the database's clock): the newer one wins. */
  changedAt: number;
  /** The server's sort key (normalised name): the device shows the same order as the server. */
  sortKey: string;
  item: DirectoryItems[K];
}

export interface DirectoryRemoval {
  id: number;
  at: number;
}

export interface DirectoryChanges<K extends DirectoryKind = DirectoryKind> {
  records: Array<DirectoryRecord<K>>;
  removed: DirectoryRemoval[];
  /** Where the next sync starts. */
  cursor: string;
  /** More changes wait: ask again from `cursor`. */
  more: boolean;
  /** The device's copy is too old to be patched: replace it. */
  reset: boolean;
  /** About how many records are still to come after this answer (a download's progress). */
  remaining: number;
}

export interface DirectoryPage<T> {
  items: T[];
  total: number;
  pageCount: number;
}

export interface PageQuery {
  q?: string;
  sector?: number;
  page?: number;
  pageSize?: number;
  /** Instead of a page: this many records drawn at random from the whole directory (at most 48). */
  sample?: number;
}

type Stamped = { changedAt?: number; sortKey?: string | null };

const MAPPERS: { [K in DirectoryKind]: (row: never) => DirectoryItems[K] } = {
  members: (row: StrapiMember) => mapMember(row),
  companies: (row: StrapiCompany) => mapCompany(row),
  events: (row: StrapiEvent) => mapEvent(row),
};

function toRecord<K extends DirectoryKind>(kind: K, row: Stamped & { id: number }): DirectoryRecord<K> {
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
    data: Array<Stamped & { id: number }>;
    meta: { pagination: { total: number; pageCount: number } };
  }>(`/api/directory/${kind}${toQueryString(query)}`);
  return {
    items: response.data.map((row) => toRecord(kind, row).item),
    total: response.meta.pagination.total,
    pageCount: response.meta.pagination.pageCount,
  };
}

/** One answer of the sync: what changed after `since` (none: everything). */
export async function fetchDirectoryChanges<K extends DirectoryKind>(
  kind: K,
  since: string | null,
  options: { token?: string | null } = {},
): Promise<DirectoryChanges<K>> {
  const response = await apiRequest<{
    data: Array<Stamped & { id: number }>;
    removed: DirectoryRemoval[];
    cursor: string;
    more: boolean;
    reset?: boolean;
    remaining?: number;
  }>(`/api/directory/${kind}/changes${since ? toQueryString({ since }) : ''}`, options);
  return {
    records: response.data.map((row) => toRecord(kind, row)),
    removed: response.removed,
    cursor: response.cursor,
    more: response.more,
    reset: response.reset === true,
    remaining: response.remaining ?? 0,
  };
}
