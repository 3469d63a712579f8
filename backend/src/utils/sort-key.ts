// The directory's sort key, computed once when a record changes (src/api/directory/services/tracking.ts)
// and stored in a private column next to the search text (the contract's searchText), so the server sorts
// the way the phone does, on every database collation.
import { normalizeForSearch } from '@club/contract';

/**
 * The order of a directory: the normalised name as hex of its UTF-8 bytes. Hex digits sort alike under
 * any collation (SQLite's binary, PostgreSQL's en_US or C), and byte order is code point order: the PWA
 * sorts its offline copy by the same key and shows the same pages.
 */
export function sortKey(name: string | null | undefined): string {
  return Buffer.from(normalizeForSearch(name), 'utf8').toString('hex').slice(0, 250);
}
