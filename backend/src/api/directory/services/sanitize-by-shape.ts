// Strapi's output sanitizer, once per shape of row instead of once per row (issue 47). It removes what a viewer may
// not read (private attributes, passwords, relations to types their role cannot read), and what it removes depends on
// the schema, the viewer and which keys a row holds, never on the values. It was 85 % of a directory page's time
// (a first download at 10,000 members: 9 s of 10.6 s): the rows of a page take a few shapes (a photo or none, a
// company or none…), so one row of each shape is sanitized and the others lose the same keys. Outside production
// every answer is also sanitized row by row and compared: the API and end-to-end suites check the shortcut on all
// their data.
import { isDeepStrictEqual } from 'node:util';

type Row = Record<string, unknown> & { id: number };

/** Every key path a value holds ('BioImage[].formats.thumbnail.url'), values aside; array items share theirs. */
function pathsOf(value: unknown, prefix: string, out: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) pathsOf(item, `${prefix}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      pathsOf(child, path, out);
    }
  }
  return out;
}

/** A copy of `value` with only the keys whose path is in `kept` (the row itself is the caller's: left as it is). */
function pruned(value: unknown, prefix: string, kept: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => pruned(item, `${prefix}[]`, kept));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (kept.has(path)) copy[key] = pruned(child, path, kept);
  }
  return copy;
}

/**
 * `rows` as `sanitize` would give them (new rows: `rows` are left as they are), sanitizing one row per shape. `check`: also
 * sanitize every row and throw if any differs (tests and development).
 */
export async function sanitizeByShape(rows: Row[], sanitize: (rows: Row[]) => Promise<Row[]>, { check = false } = {}): Promise<Row[]> {
  const expected = check ? await sanitize(structuredClone(rows)) : null;
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const shape = [...pathsOf(row, '', new Set())].sort().join('|');
    const group = groups.get(shape);
    if (group) group.push(index);
    else groups.set(shape, [index]);
  });
  const firsts = [...groups.values()].map((indexes) => indexes[0]);
  const sanitizedFirsts = await sanitize(firsts.map((index) => structuredClone(rows[index])));
  const result: Row[] = new Array<Row>(rows.length);
  [...groups.values()].forEach((indexes, group) => {
    const sanitized = sanitizedFirsts[group];
    const kept = pathsOf(sanitized, '', new Set());
    result[indexes[0]] = sanitized;
    for (const index of indexes.slice(1)) result[index] = pruned(rows[index], '', kept) as Row;
  });
  if (expected && !isDeepStrictEqual(result, expected)) {
    const at = result.findIndex((row, index) => !isDeepStrictEqual(row, expected[index]));
    throw new Error(`sanitizeByShape: row ${result[at]?.id} differs from Strapi's sanitizer`);
  }
  return result;
}
