import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ClubDatabase } from './db';

describe('ClubDatabase (Dexie key-value table)', () => {
  it('opens a version-1 database: the former single cache row is dropped (refetched), other rows are kept', async () => {
    const name = `dexie-${Math.random()}`;
    const legacy = new Dexie(name);
    legacy.version(1).stores({ keyValue: 'key' });
    await legacy.table('keyValue').bulkPut([
      { key: 'club-query-cache', value: '{"stored":"by Dexie"}' },
      { key: 'other', value: 'kept' },
    ]);
    legacy.close();

    const database = new ClubDatabase(name);
    expect(await database.keyValue.get('club-query-cache')).toBeUndefined();
    expect(await database.keyValue.get('other')).toEqual({ key: 'other', value: 'kept' });
    expect(await database.records.count()).toBe(0);
    await database.delete();
  });

  it('puts, gets, deletes; an unknown key reads as undefined', async () => {
    const database = new ClubDatabase(`kv-${Math.random()}`);
    expect(await database.keyValue.get('nothing')).toBeUndefined();
    await database.keyValue.put({ key: 'a', value: '1' });
    await database.keyValue.put({ key: 'a', value: '2' });
    expect(await database.keyValue.get('a')).toEqual({ key: 'a', value: '2' });
    await database.keyValue.delete('a');
    expect(await database.keyValue.get('a')).toBeUndefined();
    await database.delete();
  });
});
