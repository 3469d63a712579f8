// The check that the list of personal data (src/api/account/services/personal-data.ts) is complete: pure, so the
// unit tests can feed it a schema with a new relation or a database with a new table and see it reported.

/** A relation to one of these makes a content type hold personal data. */
export const PERSON_UIDS = ['api::member.member', 'plugin::users-permissions.user'];
/** A custom table with one of these columns holds members' (or accounts') rows. */
export const PERSON_COLUMNS = ['member_id', 'user_id'];

/** What the check reads of a source of the list. */
export type ListedSource = { key: string; contentTypes: string[]; tables: string[] };

export type Schemas = Record<string, { attributes: Record<string, { type: string; target?: string }> }>;

/** The content types and components with a relation to a member or an account: 'uid (attribute)'. */
export function personRelations(schemas: Schemas): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [uid, schema] of Object.entries(schemas)) {
    const attributes = Object.entries(schema.attributes ?? {})
      .filter(([, a]) => a.type === 'relation' && a.target !== undefined && PERSON_UIDS.includes(a.target))
      .map(([name]) => name);
    if (attributes.length) found.set(uid, attributes);
  }
  return found;
}

/**
 * What the list misses (and what it names that no longer exists), in words: an empty array when the list covers
 * every relation to a member or an account and every custom table with a member column.
 */
export function findGaps(
  sources: ListedSource[],
  related: Map<string, string[]>,
  customTables: Array<{ name: string; columns: string[] }>,
  existing: { contentTypes: Set<string>; tables: Set<string> },
): string[] {
  const listedTypes = new Set(sources.flatMap((s) => s.contentTypes));
  const listedTables = new Set(sources.flatMap((s) => s.tables));
  const gaps: string[] = [];
  for (const [uid, attributes] of related) {
    if (!listedTypes.has(uid)) gaps.push(`content type ${uid} (${attributes.join(', ')}) is not in the list`);
  }
  for (const table of customTables) {
    if (!listedTables.has(table.name)) gaps.push(`table ${table.name} (${table.columns.join(', ')}) is not in the list`);
  }
  for (const uid of listedTypes) if (!existing.contentTypes.has(uid)) gaps.push(`content type ${uid} is listed but does not exist`);
  for (const table of listedTables) if (!existing.tables.has(table)) gaps.push(`table ${table} is listed but does not exist`);
  return gaps;
}
