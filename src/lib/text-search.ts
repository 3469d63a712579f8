// Case- and accent-insensitive substring search ("liege" finds "Liège", "ECO" finds "éco").

export function normalizeForSearch(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr')
    .trim();
}

/** True when the (normalised) query is found in at least one of the fields; an empty query matches. */
export function matchesAny(query: string, fields: Array<string | null | undefined>): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return fields.some((field) => normalizeForSearch(field).includes(needle));
}
