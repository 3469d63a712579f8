// How a delta of the sync lands on the stored directory: the newer stamp wins, whatever the order the
// answers arrive in (a retried request, two tabs syncing at once). Pure: unit tested (merge-delta.test.ts).
import type { Removal, StoredNames, SyncedRecord } from './directory-types';
import type { StoredRecord } from './db';

export interface Delta {
  records: SyncedRecord[];
  removed: Removal[];
  /** The names the records refer to by id (kept once per directory: directory-store.ts). */
  names?: StoredNames;
}

/**
 * The rows to write, given what is stored for the ids the delta names. A record replaces the stored one
 * unless that one is newer; a removal leaves a tombstone (item: null) unless the stored record is newer
 * (shown again after the removal: e.g. a member hidden, then visible again).
 */
export function mergeDelta(kind: string, stored: ReadonlyMap<number, Pick<StoredRecord, 'changedAt'>>, delta: Delta): StoredRecord[] {
  const winners = new Map<number, StoredRecord>();
  const isNewer = (id: number, changedAt: number) => {
    const current = winners.get(id) ?? stored.get(id);
    return current === undefined || current.changedAt <= changedAt;
  };
  for (const removal of delta.removed) {
    if (isNewer(removal.id, removal.at)) winners.set(removal.id, { kind, id: removal.id, changedAt: removal.at, sortKey: '', item: null });
  }
  for (const record of delta.records) {
    if (isNewer(record.id, record.changedAt)) winners.set(record.id, { kind, ...record });
  }
  return [...winners.values()];
}
