import { describe, expect, it } from 'vitest';
import { unchangedSince } from '../../backend/src/api/directory/services/tracking';

// The shortcut of a refresh when nothing changed (backend/src/api/directory/middlewares/directory-unchanged.ts) must agree
// with the changes' keyset: rows after (changedAt, id), tombstones after changedAt.
describe('unchangedSince', () => {
  const cursor = { at: 1_000, id: 7 };

  it('holds when the cursor is the newest row itself (the usual end of a sync)', () => {
    expect(unchangedSince(cursor, { row: { at: 1_000, id: 7 }, removedAt: 0 })).toBe(true);
  });

  it('holds when every row and tombstone is older than the cursor (a cursor held back by the margin)', () => {
    expect(unchangedSince({ at: 2_000, id: 0 }, { row: { at: 1_500, id: 90 }, removedAt: 1_999 })).toBe(true);
    expect(unchangedSince(cursor, { row: null, removedAt: 0 })).toBe(true);
  });

  it('fails for a row stamped after the cursor', () => {
    expect(unchangedSince(cursor, { row: { at: 1_001, id: 1 }, removedAt: 0 })).toBe(false);
  });

  it('fails for a row with the same stamp and a greater id (one write stamps many rows alike)', () => {
    expect(unchangedSince(cursor, { row: { at: 1_000, id: 8 }, removedAt: 0 })).toBe(false);
  });

  it('fails for a tombstone after the cursor, not for one at it', () => {
    expect(unchangedSince(cursor, { row: { at: 900, id: 1 }, removedAt: 1_001 })).toBe(false);
    expect(unchangedSince(cursor, { row: { at: 900, id: 1 }, removedAt: 1_000 })).toBe(true);
  });
});
