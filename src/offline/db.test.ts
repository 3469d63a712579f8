import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ClubDatabase } from './db';

describe('ClubDatabase (Dexie key-value table)', () => {
  it('reads what the former Dexie schema stored (same database, store and version)', async () => {
    const name = `dexie-${Math.random()}`;
    const legacy = new Dexie(name);
    legacy.version(1).stores({ keyValue: 'key' });
    await legacy.table('keyValue').put({ key: 'club-query-cache', value: '{"stored":"by Dexie"}' });
    legacy.close();

    const database = new ClubDatabase(name);
    expect(await database.keyValue.get('club-query-cache')).toEqual({ key: 'club-query-cache', value: '{"stored":"by Dexie"}' });
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
