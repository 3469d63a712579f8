// The directory's search and sort keys, computed once when a record changes (src/api/directory/services/
// tracking.ts) and stored in private columns, so the server searches and sorts the way the phone does:
// the same normalisation as the PWA's src/lib/text-search.ts ('helene' finds 'Hélène', on SQLite, which has
// no unaccent, and on PostgreSQL alike), and one order on every database collation.

/** Lower case, accents removed, trimmed: the PWA's normalizeForSearch. */
export function normalizeForSearch(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr')
    .trim();
}

/** The searchable fields, normalised, one per line (a query never spans two fields: it has no newline). */
export function searchText(fields: Array<string | null | undefined>): string {
  return fields.map(normalizeForSearch).filter(Boolean).join('\n');
}

/**
 * The order of a directory: the normalised name as hex of its UTF-8 bytes. Hex digits sort alike under
 * any collation (SQLite's binary, PostgreSQL's en_US or C), and byte order is code point order: the PWA
 * sorts its offline copy by the same key and shows the same pages.
 */
export function sortKey(name: string | null | undefined): string {
  return Buffer.from(normalizeForSearch(name), 'utf8').toString('hex').slice(0, 250);
}
