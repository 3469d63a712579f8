import { describe, expect, it } from 'vitest';
import { mergeDelta } from './merge-delta';

const record = (id: number, changedAt: number, name = `n${id}@${changedAt}`) => ({ id, changedAt, sortKey: name, item: { id, name } });
const stored = (entries: Array<[number, number]>) => new Map(entries.map(([id, changedAt]) => [id, { changedAt }]));

describe('mergeDelta: a sync answer on the stored directory', () => {
  it('inserts new records and updates older ones', () => {
    const writes = mergeDelta('members', stored([[1, 100]]), { records: [record(1, 200), record(2, 150)], removed: [] });
    expect(writes).toEqual([
      { kind: 'members', ...record(1, 200) },
      { kind: 'members', ...record(2, 150) },
    ]);
  });

  it('a removal leaves a tombstone (item null) with its stamp', () => {
    const writes = mergeDelta('members', stored([[1, 100]]), { records: [], removed: [{ id: 1, at: 300 }] });
    expect(writes).toEqual([{ kind: 'members', id: 1, changedAt: 300, sortKey: '', item: null }]);
  });

  it('out of order: an older copy never replaces a newer one, nor brings back a record removed after it', () => {
    expect(mergeDelta('members', stored([[1, 500]]), { records: [record(1, 400)], removed: [] })).toEqual([]);
    // Stored tombstone at 500 (removed), a late answer carries the record as of 400.
    expect(mergeDelta('members', stored([[2, 500]]), { records: [record(2, 400)], removed: [] })).toEqual([]);
    // A removal older than the stored record (hidden, then shown again): the record stays.
    expect(mergeDelta('members', stored([[3, 500]]), { records: [], removed: [{ id: 3, at: 450 }] })).toEqual([]);
  });

  it('within one answer, the newest of a removal and a record wins', () => {
    expect(mergeDelta('members', new Map(), { records: [record(4, 600)], removed: [{ id: 4, at: 500 }] })).toEqual([
      { kind: 'members', ...record(4, 600) },
    ]);
    expect(mergeDelta('members', new Map(), { records: [record(5, 500)], removed: [{ id: 5, at: 600 }] })).toEqual([
      { kind: 'members', id: 5, changedAt: 600, sortKey: '', item: null },
    ]);
  });

  it('applying the same answer twice writes the same rows (re-reads are harmless)', () => {
    const delta = { records: [record(1, 200)], removed: [{ id: 2, at: 210 }] };
    const first = mergeDelta('members', new Map(), delta);
    const again = mergeDelta('members', stored(first.map((row) => [row.id, row.changedAt])), delta);
    expect(again).toEqual(first);
  });
});
