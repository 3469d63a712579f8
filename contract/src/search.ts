// How both tiers search: case- and accent-insensitive substring search ("liege" finds "Liège", "ECO" finds
// "éco"). The phone filters its offline copy with it; the server stores each row's normalised search text
// and looks the normalised query up in it, so a page searched online and offline shows the same rows.

/** Lower case, accents removed, trimmed. */
export function normalizeForSearch(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr')
    .trim();
}

/**
 * A directory's order: the normalised name as hex of its UTF-8 bytes. Hex digits sort alike under any collation
 * (SQLite's binary, PostgreSQL's en_US or C), and byte order is code point order. The server keeps it in a private
 * column to sort its pages (backend/src/utils/sort-key.ts); a phone computes it for the rows it keeps.
 */
export function sortKeyOf(name: string | null | undefined): string {
  let hex = '';
  for (const char of normalizeForSearch(name)) {
    const point = char.codePointAt(0)!;
    // A lone surrogate is not text: UTF-8 writes the replacement character for it, as Node's Buffer does.
    const code = point >= 0xd800 && point <= 0xdfff ? 0xfffd : point;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
    if (hex.length >= 250) break;
  }
  return hex.slice(0, 250);
}

/** True when the (normalised) query is found in at least one of the fields; an empty query matches. */
export function matchesAny(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return fields.some((field) => normalizeForSearch(field).includes(needle));
}

/** The searchable fields, normalised, one per line (a query never spans two fields: it has no newline). */
export function searchText(fields: ReadonlyArray<string | null | undefined>): string {
  return fields.map(normalizeForSearch).filter(Boolean).join('\n');
}

/** One tag (sector, skill, service) whatever the case, the accents and the spaces ('Développement' = ' developpement '). */
export const tagKey = (name: string): string => normalizeForSearch(name.replace(/\s+/g, ' '));
