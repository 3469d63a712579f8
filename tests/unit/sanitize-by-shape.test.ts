// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeByShape } from '../../backend/src/api/directory/services/sanitize-by-shape';

type Row = Record<string, unknown> & { id: number };

/** A sanitizer like Strapi's: what it removes depends on where a key is, never on its value. */
const bySchema = async (rows: Row[]) => {
  calls.push(rows.length);
  const strip = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, depth + 1));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'password' && !(depth > 0 && key === 'Email'))
        .map(([key, child]) => [key, strip(child, depth + 1)]),
    );
  };
  return rows.map((row) => strip(row, 0) as Row);
};
let calls: number[] = [];

const rows = (): Row[] =>
  Array.from({ length: 40 }, (_, i) => ({
    id: i,
    Name: `M ${i}`,
    password: 'x',
    BioImage: i % 2 ? [{ id: i, url: `/u/${i}.jpg`, formats: i % 4 === 1 ? null : { thumbnail: { url: `/u/t_${i}.jpg` } } }] : [],
    companies: i % 3 ? [{ id: i, Name: `C ${i}`, Email: `c${i}@x.be` }] : [],
  }));

describe('sanitizeByShape', () => {
  it('gives what sanitizing each row gives, sanitizing one row per shape', async () => {
    calls = [];
    const result = await sanitizeByShape(rows(), bySchema);
    calls.push(-1);
    expect(result).toEqual(await bySchema(rows()));
    expect(calls[0]).toBeLessThan(10);
    expect(JSON.stringify(result)).not.toMatch(/password|Email/);
  });

  it('checked row by row, it throws when the sanitizer decides on a value', async () => {
    const byValue = async (some: Row[]) =>
      some.map(({ Name, ...rest }) => ((Name as string).endsWith('7') ? rest : { ...rest, Name }) as Row);
    await expect(sanitizeByShape(rows(), byValue, { check: true })).rejects.toThrow(/row \d+ differs from Strapi/);
    await expect(sanitizeByShape(rows(), bySchema, { check: true })).resolves.toHaveLength(40);
  });
});

describe('the rows given', () => {
  it('are left as they were: the caller still reads what the sanitizer removes (a row’s change stamp)', async () => {
    const given = rows().map((row) => ({ ...row, changedAt: row.id }));
    const stripStamp = async (some: Row[]) => (await bySchema(some)).map(({ changedAt: _, ...rest }) => rest as Row);
    const result = await sanitizeByShape(given, stripStamp);
    expect(result.every((row) => !('changedAt' in row))).toBe(true);
    expect(given.map((row) => row.changedAt)).toEqual(rows().map((row) => row.id));
  });
});
