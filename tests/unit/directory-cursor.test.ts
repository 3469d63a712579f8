// @vitest-environment node
// The sync's cursors (backend/src/api/directory/services/cursor.ts): signed by the server, a first download's base
// included, so a device can neither make one up nor move the base of its own.
import { describe, expect, it } from 'vitest';
import { formatCursor, parseCursor } from '../../backend/src/api/directory/services/cursor';

const SECRET = 'app-key-1';

describe('directory cursors', () => {
  it('reads back what the server wrote, with or without a first download’s base', () => {
    for (const cursor of [
      { at: 1795967985394, id: 42 },
      { at: 1795967985394, id: 42, base: 1795967990000 },
    ]) {
      expect(parseCursor(SECRET, formatCursor(SECRET, cursor))).toEqual({ ...cursor, signed: true });
    }
  });

  it('takes a cursor whose base was changed or dropped as unsigned (a fresh download)', () => {
    const written = formatCursor(SECRET, { at: 100, id: 7, base: 200 });
    const [at, id, , signature] = written.split('.');
    expect(parseCursor(SECRET, `${at}.${id}.1.${signature}`)?.signed).toBe(false);
    expect(parseCursor(SECRET, `${at}.${id}.${signature}`)?.signed).toBe(false);
    expect(parseCursor('another-key', written)?.signed).toBe(false);
  });

  it('refuses what is not a cursor', () => {
    for (const value of ['', 'abc', '1.2.3.4.5', '1.2.tooshort', `${'9'.repeat(17)}.1`]) expect(parseCursor(SECRET, value)).toBeNull();
  });
});
