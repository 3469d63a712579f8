// The three directories the PWA keeps whole on the device and the server pages and syncs
// (backend/src/api/directory, docs/decisions/0012-directory-sync.md): what each row holds, how it is
// searched, ordered and filtered, and the shapes of the sync's answers.
import { COMPANY_QUERY } from './companies';
import { EVENT_QUERY } from './events';
import { MEMBER_DIRECTORY_QUERY } from './members';

export type DirectoryKind = 'members' | 'companies' | 'events';
export const DIRECTORY_KINDS: readonly DirectoryKind[] = ['members', 'companies', 'events'];

/** A field searched: its path in the app's item and in the Strapi row ('companies.name' / 'companies.Name'). */
export interface SearchField {
  app: string;
  wire: string;
}

/** One key of a list's order, ascending: the app item's key and the Strapi attribute. */
export interface OrderKey {
  app: string;
  wire: string;
}

export interface DirectoryShape {
  uid: 'api::member.member' | 'api::company.company' | 'api::event.event';
  /** The row's fields and relations (Strapi's `fields` and `populate`): public fields only. */
  query: { fields: string[]; populate: Record<string, unknown> };
  /** Where the search looks (spec and docs/deviations.md). */
  search: readonly SearchField[];
  /** The attribute the order is built from (its normalised form, the sort key); null: `order` instead. */
  sortField: string | null;
  /** The list's order when it has no sort key (soonest event first). */
  order: readonly OrderKey[];
  /** The relation a list is filtered on by sector (null: no sector filter). */
  sectorRelation: 'sectors' | null;
  /** What a record must match to be on the site at all (events: published); the others are removals. */
  publicFilter: Record<string, unknown> | null;
}

export const DIRECTORIES: Record<DirectoryKind, DirectoryShape> = {
  members: {
    uid: 'api::member.member',
    query: MEMBER_DIRECTORY_QUERY,
    // docs/deviations.md: the city, the languages spoken and the companies' names too.
    search: [
      { app: 'name', wire: 'Name' },
      { app: 'profession', wire: 'Profession' },
      { app: 'city', wire: 'City' },
      { app: 'languages', wire: 'Languages' },
      { app: 'companies.name', wire: 'companies.Name' },
    ],
    sortField: 'Name',
    order: [],
    sectorRelation: 'sectors',
    publicFilter: null,
  },
  companies: {
    uid: 'api::company.company',
    query: COMPANY_QUERY,
    // docs/deviations.md: the name or the about text.
    search: [
      { app: 'name', wire: 'Name' },
      { app: 'about', wire: 'About' },
    ],
    sortField: 'Name',
    order: [],
    sectorRelation: 'sectors',
    publicFilter: null,
  },
  events: {
    uid: 'api::event.event',
    query: EVENT_QUERY,
    search: [
      { app: 'name', wire: 'Name' },
      { app: 'description', wire: 'Description' },
    ],
    sortField: null,
    // Spec §2, §5: soonest first.
    order: [
      { app: 'date', wire: 'Date' },
      { app: 'startTime', wire: 'StartingTime' },
      { app: 'id', wire: 'id' },
    ],
    sectorRelation: null,
    publicFilter: { Published: true },
  },
};

/** The values a row's search looks in, read from the app's item ('app') or the Strapi row ('wire'). */
export function searchValues(kind: DirectoryKind, row: unknown, side: 'app' | 'wire'): string[] {
  return DIRECTORIES[kind].search.flatMap((field) => valuesAlongPath(row, field[side]));
}

function valuesAlongPath(row: unknown, path: string): string[] {
  const [head, ...rest] = path.split('.');
  const values = (Array.isArray(row) ? row : [row]).map((item) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>)[head] : undefined,
  );
  if (rest.length) return values.flatMap((value) => valuesAlongPath(value, rest.join('.')));
  return values.filter((value): value is string => typeof value === 'string');
}

/** Compares two app items by the kind's `order` (ascending; text by code point, numbers by value). */
export function compareInOrder(kind: DirectoryKind, a: object, b: object): number {
  for (const { app } of DIRECTORIES[kind].order) {
    const x = (a as Record<string, unknown>)[app];
    const y = (b as Record<string, unknown>)[app];
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== y) return x - y;
    } else {
      const left = typeof x === 'string' ? x : '';
      const right = typeof y === 'string' ? y : '';
      if (left !== right) return left < right ? -1 : 1;
    }
  }
  return 0;
}

// ---- The sync's answers (backend/src/api/directory; src/api/directory.ts and src/offline read them) ----

/** One record as the device keeps it. */
export interface SyncedRecord<T = unknown> {
  id: number;
  /** The server's change stamp (ms, the database's clock): the newer one wins. */
  changedAt: number;
  /** The server's sort key (normalised name): the device shows the same order as the server. */
  sortKey: string;
  item: T;
}

export interface Removal {
  id: number;
  at: number;
}

/** One answer of the sync: what changed after a cursor. */
export interface ChangesAnswer<T> {
  records: Array<SyncedRecord<T>>;
  removed: Removal[];
  /** Where the next sync starts. */
  cursor: string;
  /** More changes wait: ask again from `cursor`. */
  more: boolean;
  /** The device's copy is too old to be patched: replace it. */
  reset: boolean;
  /** About how many records are still to come after this answer (a download's progress). */
  remaining: number;
}

/** One screen of a directory, as the server pages it. */
export interface PageRequest {
  q?: string;
  sector?: number;
  page: number;
  pageSize: number;
}

export interface PageAnswer<T> {
  items: T[];
  total: number;
  pageCount: number;
}
