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
