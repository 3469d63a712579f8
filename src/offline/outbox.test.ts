import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubDatabase } from './db';
import { addToOutbox, deliverOutboxAction, dropOutboxOfOthers, purgeOutbox, takeOutcome, undeliveredOutbox } from './outbox';
import { CLAIM_STALE_MS, DONE_KEPT_MS, claimDecision, type OutboxRow } from './outbox-rules';

const request = { id: 'a1', kind: 'sign-up' as const, eventId: 3, memberId: 10, label: 'Inscription : Lunch à Namur' };
const row = (patch: Partial<OutboxRow> = {}): OutboxRow => ({
  ...request,
  createdAt: 0,
  state: 'waiting',
  claimedAt: null,
  claimedBy: null,
  outcome: null,
  finishedAt: null,
  ...patch,
});

let database: ClubDatabase;
const open = async () => {
  database = new ClubDatabase(`outbox-${Math.random()}`);
  await addToOutbox(request, 1, database);
  return database;
};
afterEach(async () => database?.delete());

/** A request that answers when told to (to hold a claim while the other side tries). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('claimDecision', () => {
  it('claims a waiting row, waits on a fresh claim, takes over a stale one, reads a done one', () => {
    expect(claimDecision(undefined, 0)).toBe('gone');
    expect(claimDecision(row(), 0)).toBe('claim');
    expect(claimDecision(row({ state: 'sending', claimedAt: 1000 }), 1000 + CLAIM_STALE_MS - 1)).toBe('busy');
    expect(claimDecision(row({ state: 'sending', claimedAt: 1000 }), 1000 + CLAIM_STALE_MS)).toBe('claim');
    expect(claimDecision(row({ state: 'done', outcome: { ok: true, status: 'registered' } }), 0)).toBe('done');
  });
});

describe('deliverOutboxAction', () => {
  it('page and worker at the same moment: sent once; the page reports the worker’s answer and the row is gone', async () => {
    await open();
    const answer = deferred<string>();
    const workerSend = vi.fn(() => answer.promise);
    const pageSend = vi.fn(async () => 'registered');
    const worker = deliverOutboxAction('a1', {
      memberId: 10,
      side: 'worker',
      send: workerSend,
      outcomeOf: (r) => (r.ok ? { ok: true, status: String(r.value) } : null),
      database,
    });
    await vi.waitFor(() => expect(workerSend).toHaveBeenCalled());
    const page = deliverOutboxAction('a1', { memberId: 10, side: 'page', send: pageSend, pollMs: 5, database });
    await new Promise((r) => setTimeout(r, 30));
    answer.resolve('registered');
    expect(await worker).toEqual({ kind: 'sent', result: 'registered' });
    expect(await page).toEqual({ kind: 'done', outcome: { ok: true, status: 'registered' } });
    expect(pageSend).not.toHaveBeenCalled();
    expect(workerSend).toHaveBeenCalledTimes(1);
    expect(await database.outbox.count()).toBe(0);
  });

  it('the page sent it first: the worker finds nothing to send', async () => {
    await open();
    const pageSend = vi.fn(async () => 'registered');
    expect(await deliverOutboxAction('a1', { memberId: 10, side: 'page', send: pageSend, database })).toEqual({
      kind: 'sent',
      result: 'registered',
    });
    const workerSend = vi.fn(async () => 'registered');
    expect(await deliverOutboxAction('a1', { memberId: 10, side: 'worker', send: workerSend, database })).toEqual({ kind: 'gone' });
    expect(workerSend).not.toHaveBeenCalled();
    expect(pageSend).toHaveBeenCalledTimes(1);
  });

  it('many senders racing: exactly one request', async () => {
    await open();
    const send = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return 'registered';
    });
    const sides = ['page', 'worker', 'page', 'worker'] as const;
    await Promise.all(sides.map((side) => deliverOutboxAction('a1', { memberId: 10, side, send, pollMs: 2, database })));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a claim left by a sender that died is taken over after CLAIM_STALE_MS', async () => {
    await open();
    await database.outbox.put(row({ state: 'sending', claimedAt: Date.now() - CLAIM_STALE_MS - 1, claimedBy: 'dead' }));
    const send = vi.fn(async () => 'registered');
    expect((await deliverOutboxAction('a1', { memberId: 10, side: 'page', send, database })).kind).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends an action of another member: the row is dropped', async () => {
    await open();
    const send = vi.fn(async () => 'registered');
    expect(await deliverOutboxAction('a1', { memberId: 11, side: 'worker', send, database })).toEqual({ kind: 'other-account' });
    expect(send).not.toHaveBeenCalled();
    expect(await database.outbox.count()).toBe(0);
  });

  it('no network: the row is back to waiting and the failure is thrown (tried again later)', async () => {
    await open();
    const failure = new Error('offline');
    await expect(
      deliverOutboxAction('a1', { memberId: 10, side: 'worker', send: () => Promise.reject(failure), outcomeOf: () => null, database }),
    ).rejects.toBe(failure);
    expect(await database.outbox.get('a1')).toMatchObject({ state: 'waiting', claimedBy: null });
    expect(await undeliveredOutbox(database)).toHaveLength(1);
  });

  it('a refusal to the worker is kept for the page, which reads it once', async () => {
    await open();
    const refusal = { ok: false as const, httpStatus: 404, message: 'Événement introuvable' };
    expect(
      await deliverOutboxAction('a1', {
        memberId: 10,
        side: 'worker',
        send: () => Promise.reject(new Error('404')),
        outcomeOf: () => refusal,
        database,
      }),
    ).toEqual({ kind: 'done', outcome: refusal });
    expect(await undeliveredOutbox(database)).toHaveLength(0);
    expect(await takeOutcome('a1', database)).toEqual(refusal);
    expect(await takeOutcome('a1', database)).toBe('gone');
  });

  it('a cancelled (removed) action is never sent', async () => {
    await open();
    await database.outbox.delete('a1');
    const send = vi.fn(async () => 'registered');
    expect(await deliverOutboxAction('a1', { memberId: 10, side: 'page', send, database })).toEqual({ kind: 'gone' });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('outbox housekeeping', () => {
  it('drops the other members’ rows, and delivered rows nobody read after a week', async () => {
    await open();
    await addToOutbox({ ...request, id: 'b2', memberId: 11 }, 1, database);
    await dropOutboxOfOthers(10, database);
    expect((await database.outbox.toArray()).map((r) => r.id)).toEqual(['a1']);

    await database.outbox.put(row({ id: 'old', state: 'done', outcome: { ok: true, status: 'registered' }, finishedAt: 0 }));
    await database.outbox.put(row({ id: 'new', state: 'done', outcome: { ok: true, status: 'registered' }, finishedAt: DONE_KEPT_MS }));
    await purgeOutbox(DONE_KEPT_MS + 1, database);
    expect((await database.outbox.toArray()).map((r) => r.id).sort()).toEqual(['a1', 'new']);
  });
});
