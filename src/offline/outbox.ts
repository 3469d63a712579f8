// The outbox: each action queued offline as a plain request in IndexedDB (db.outbox), delivered by whichever
// of the page and the service worker gets to it first. The row is claimed in a transaction before it is sent
// (IndexedDB serialises read-write transactions on a table across the page and the worker), so the other side
// sees it taken and waits for the outcome instead of sending it again. The rules are in outbox-rules.ts.
import type { ClubDatabase } from './db';
import { clubDb } from './club-db';
import {
  claimDecision,
  isExpiredDone,
  newActionId,
  type DoorPayload,
  type OutboxKind,
  type OutboxOutcome,
  type OutboxRow,
} from './outbox-rules';

export interface QueuedRequest {
  id: string;
  kind: OutboxKind;
  eventId: number;
  memberId: number;
  label: string;
  /** For the messages of an action adopted from its row (the app closed before its cache was saved). */
  eventName?: string;
  door?: DoorPayload;
  doorPerson?: OutboxRow['doorPerson'];
}

/** Stores a queued action (waiting). False when IndexedDB failed: the page then sends it itself. */
export async function addToOutbox(request: QueuedRequest, now = Date.now(), given?: ClubDatabase): Promise<boolean> {
  try {
    const database = given ?? (await clubDb());
    await database.outbox.put({
      ...request,
      createdAt: now,
      state: 'waiting',
      claimedAt: null,
      claimedBy: null,
      outcome: null,
      finishedAt: null,
    });
    return true;
  } catch (error) {
    console.warn('[outbox] could not store a queued action', error);
    return false;
  }
}

/** Removes an action (cancelled, or failed for good on the page): nobody sends it any more. */
export async function removeFromOutbox(id: string, given?: ClubDatabase): Promise<void> {
  try {
    const database = given ?? (await clubDb());
    await database.outbox.delete(id);
  } catch (error) {
    console.warn('[outbox] could not remove a queued action', error);
  }
}

/** Another account (or none) is signed in: the other members' actions are never sent. */
export async function dropOutboxOfOthers(memberId: number | null, given?: ClubDatabase): Promise<void> {
  try {
    const database = given ?? (await clubDb());
    await database.outbox.filter((row) => row.memberId !== memberId).delete();
  } catch (error) {
    console.warn('[outbox] could not drop the previous member’s actions', error);
  }
}

/** Actions still to send (waiting, or being sent), oldest first. */
export async function undeliveredOutbox(given?: ClubDatabase): Promise<OutboxRow[]> {
  const database = given ?? (await clubDb());
  const rows = await database.outbox.where('state').anyOf('waiting', 'sending').toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Every row, oldest first: what the page reconciles its waiting actions with at start. */
export async function outboxRows(given?: ClubDatabase): Promise<OutboxRow[]> {
  const database = given ?? (await clubDb());
  const rows = await database.outbox.toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Drops the delivered rows no page came to read within a week. */
export async function purgeOutbox(now = Date.now(), given?: ClubDatabase): Promise<void> {
  const database = given ?? (await clubDb());
  await database.outbox.filter((row) => isExpiredDone(row, now)).delete();
}

/**
 * For the page: takes the worker's outcome of an action (the row is deleted: it is reported once), 'gone' when
 * the row is no more (delivered, cancelled or dropped elsewhere), null while it is still to send.
 */
export async function takeOutcome(id: string, given?: ClubDatabase): Promise<OutboxOutcome | 'gone' | null> {
  const database = given ?? (await clubDb());
  return database.transaction('rw', database.outbox, async () => {
    const row = await database.outbox.get(id);
    if (!row) return 'gone';
    if (row.state !== 'done' || !row.outcome) return null;
    await database.outbox.delete(id);
    return row.outcome;
  });
}

export type Delivery<T> =
  /** This side sent it; `result` is the server's answer. */
  | { kind: 'sent'; result: T }
  /** The worker had sent it (page only): what the server said. */
  | { kind: 'done'; outcome: OutboxOutcome }
  /** Delivered, cancelled or dropped by the other side: not sent again. */
  | { kind: 'gone' }
  /** Queued by another member than the one signed in: dropped, never sent. */
  | { kind: 'other-account' };

export interface DeliverOptions<T> {
  /** The member signed in now, as this side knows it. */
  memberId: number | null;
  send: (row: OutboxRow) => Promise<T>;
  /**
   * The worker keeps what the server said for the page (the row becomes 'done'); the page, which tells the
   * member itself, deletes the row once sent and takes the worker's outcomes.
   */
  side: 'page' | 'worker';
  /** Worker: the server's answer (or refusal) to keep; null for a failure worth trying again later. */
  outcomeOf?: (result: { ok: true; value: T } | { ok: false; error: unknown }) => OutboxOutcome | null;
  pollMs?: number;
  database?: ClubDatabase;
}

type Claim = { kind: 'claimed'; row: OutboxRow; by: string } | { kind: 'busy' } | Exclude<Delivery<never>, { kind: 'sent' }>;

async function claim(id: string, memberId: number | null, side: 'page' | 'worker', database: ClubDatabase): Promise<Claim> {
  return database.transaction('rw', database.outbox, async (): Promise<Claim> => {
    const row = await database.outbox.get(id);
    const now = Date.now();
    switch (claimDecision(row, now)) {
      case 'gone':
        return { kind: 'gone' };
      case 'busy':
        return { kind: 'busy' };
      case 'done':
        if (side === 'worker') return { kind: 'gone' };
        await database.outbox.delete(id);
        return { kind: 'done', outcome: row!.outcome! };
      case 'claim': {
        if (row!.memberId !== memberId) {
          await database.outbox.delete(id);
          return { kind: 'other-account' };
        }
        const by = newActionId();
        const claimed: OutboxRow = { ...row!, state: 'sending', claimedAt: now, claimedBy: by };
        await database.outbox.put(claimed);
        return { kind: 'claimed', row: claimed, by };
      }
    }
  });
}

/** Writes the end of a send, unless another sender took the claim over meanwhile (then it is theirs). */
async function finish(id: string, by: string, database: ClubDatabase, next: Partial<OutboxRow> | 'delete') {
  await database.transaction('rw', database.outbox, async () => {
    const row = await database.outbox.get(id);
    if (!row || row.claimedBy !== by) return;
    if (next === 'delete') await database.outbox.delete(id);
    else await database.outbox.put({ ...row, ...next });
  });
}

/**
 * Delivers one queued action exactly once between the page and the service worker: claims it (or waits while
 * the other side sends it, or takes over a stale claim), sends it, then records the end. A failure worth
 * trying again (the network) puts the row back to waiting and is thrown.
 */
export async function deliverOutboxAction<T>(id: string, options: DeliverOptions<T>): Promise<Delivery<T>> {
  const { memberId, send, side, outcomeOf, pollMs = 300 } = options;
  const database = options.database ?? (await clubDb());
  for (;;) {
    const claimed = await claim(id, memberId, side, database);
    if (claimed.kind === 'busy') {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      continue;
    }
    if (claimed.kind !== 'claimed') return claimed;
    const { row, by } = claimed;
    let result: T;
    try {
      result = await send(row);
    } catch (error) {
      const outcome = side === 'worker' ? (outcomeOf?.({ ok: false, error }) ?? null) : null;
      if (outcome) {
        // A refusal (the event is gone, the session expired…): kept for the page to say it; never retried.
        await finish(id, by, database, { state: 'done', outcome, finishedAt: Date.now(), claimedAt: null });
        return { kind: 'done', outcome };
      }
      await finish(id, by, database, { state: 'waiting', claimedAt: null, claimedBy: null });
      throw error;
    }
    if (side === 'page') {
      await finish(id, by, database, 'delete');
    } else {
      const outcome = outcomeOf?.({ ok: true, value: result }) ?? { ok: true, status: String(result) };
      await finish(id, by, database, { state: 'done', outcome, finishedAt: Date.now(), claimedAt: null });
    }
    return { kind: 'sent', result };
  }
}
