import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { signUpForEvent } from '@/api/sign-up';
import { notify } from '@/lib/toasts';
import { db } from '@/offline/db';
import { provideClubDb } from '@/offline/club-db';
import { deliverOutboxAction } from '@/offline/outbox';
import { cancelAction, pausedActions } from '@/offline/queued-actions';
import { requestOutboxSync } from '@/offline/outbox-sync';
import { registerEventSignUpDefaults, signUpMutationKey, type SignUpVariables } from './sign-up';
import { adoptOutboxRows, settleDeliveredActions } from './delivered-actions';

// The page's side of the outbox: an action queued offline is a row the service worker may send first; the page
// then never sends it again, and tells the member what the server said.

vi.mock('@/api/sign-up', () => ({ signUpForEvent: vi.fn(), leaveEvent: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('@/offline/outbox-sync', () => ({ requestOutboxSync: vi.fn(async () => true) }));
vi.mock('@/session/session', () => ({
  getSession: () => ({ user: { id: 1, username: 'a-1a2b3c4d', name: 'A', email: 'a@x.be', memberId: 10 }, token: 't' }),
}));

const signUp = vi.mocked(signUpForEvent);
let variables: SignUpVariables;

function appClient() {
  const client = new QueryClient();
  registerEventSignUpDefaults(client);
  client.mount();
  return client;
}

function mutate(client: QueryClient) {
  const mutation = client.getMutationCache().build(client, client.defaultMutationOptions({ mutationKey: signUpMutationKey }));
  void mutation.execute(variables).catch(() => {});
  return mutation;
}

/** The app closed and opened again: its paused mutations read back from IndexedDB (as JSON). */
function reopen(client: QueryClient) {
  const stored = JSON.parse(JSON.stringify(dehydrate(client, { shouldDehydrateMutation: (m) => m.state.isPaused })));
  client.unmount();
  const next = appClient();
  hydrate(next, stored);
  return next;
}

/** What the service worker does on its `sync` event (src/sw/outbox.ts), for this one row. */
const workerDelivers = (outcome: { ok: true; status: string } | { ok: false; httpStatus: number; message: string }) =>
  deliverOutboxAction(variables.actionId!, {
    memberId: 10,
    side: 'worker',
    send: async () => 'registered',
    outcomeOf: () => outcome,
  });

// What app/client.tsx does at start: the outbox's own reads find this store.
provideClubDb(() => Promise.resolve(db));

describe('sign-ups in the outbox', () => {
  beforeEach(async () => {
    await db.outbox.clear();
    variables = {
      eventId: 3,
      eventName: 'Lunch à Namur',
      memberId: 10,
      label: 'Inscription : Lunch à Namur',
      actionId: crypto.randomUUID(),
    };
    signUp.mockReset().mockResolvedValue('registered');
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    vi.mocked(requestOutboxSync).mockClear();
    onlineManager.setOnline(false);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('queued offline: a waiting row, and the browser asked to wake the worker once online', async () => {
    const client = appClient();
    mutate(client);
    await vi.waitFor(async () =>
      expect(await db.outbox.get(variables.actionId!)).toMatchObject({ state: 'waiting', eventId: 3, memberId: 10 }),
    );
    expect(requestOutboxSync).toHaveBeenCalledTimes(1);
    expect(pausedActions(client)).toHaveLength(1);
  });

  it('the worker sent it while the app was closed: back online the page does not send it again, and says it', async () => {
    const first = appClient();
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const second = reopen(first);
    expect(await workerDelivers({ ok: true, status: 'registered' })).toMatchObject({ kind: 'sent' });

    onlineManager.setOnline(true);
    await second.resumePausedMutations();
    await vi.waitFor(() => expect(second.getMutationCache().getAll()[0].state.status).toBe('success'));
    expect(signUp).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith("Inscrivez-vous à l'événement avec succès!", expect.stringMatching(/^attendance:/));
    expect(await db.outbox.count()).toBe(0);
  });

  it('opened offline after the worker sent it: no longer waiting, and the member is told', async () => {
    const first = appClient();
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const second = reopen(first);
    await workerDelivers({ ok: true, status: 'registered' });

    await settleDeliveredActions(second);
    expect(pausedActions(second)).toHaveLength(0);
    expect(notify.success).toHaveBeenCalledWith("Inscrivez-vous à l'événement avec succès!", expect.stringMatching(/^attendance:/));
    expect(signUp).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refused to the worker (event gone): the page says it in French', async () => {
    const first = appClient();
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const second = reopen(first);
    await workerDelivers({ ok: false, httpStatus: 404, message: 'Not Found' });

    await settleDeliveredActions(second);
    expect(notify.error).toHaveBeenCalledWith(
      'L’événement « Lunch à Namur » n’existe plus : ton inscription n’a pas été envoyée.',
      expect.stringMatching(/^attendance:/),
    );
    expect(pausedActions(second)).toHaveLength(0);
  });

  it('still waiting: nothing is settled; cancelled in the list: the worker finds nothing to send', async () => {
    const client = appClient();
    const mutation = mutate(client);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await settleDeliveredActions(client);
    expect(pausedActions(client)).toHaveLength(1);

    cancelAction(client, mutation.mutationId);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await workerDelivers({ ok: true, status: 'registered' })).toEqual({ kind: 'gone' });
  });

  it('online: the page sends it itself, once, and leaves no row', async () => {
    onlineManager.setOnline(true);
    const client = appClient();
    const mutation = mutate(client);
    await vi.waitFor(() => expect(mutation.state.status).toBe('success'));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(requestOutboxSync).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('killed before its cache was saved: the row alone brings the action back, waiting, then sent once online', async () => {
    const first = appClient();
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    first.unmount();
    // Nothing persisted: the next start knows the action only from its outbox row.
    const second = appClient();
    await adoptOutboxRows(second);
    expect(pausedActions(second).map((m) => m.state.variables)).toEqual([variables]);
    await adoptOutboxRows(second);
    expect(pausedActions(second)).toHaveLength(1);

    onlineManager.setOnline(true);
    await second.resumePausedMutations();
    await vi.waitFor(() => expect(second.getMutationCache().getAll()[0].state.status).toBe('success'));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith("Inscrivez-vous à l'événement avec succès!", 'attendance:3');
    expect(await db.outbox.count()).toBe(0);
  });

  it('killed before its cache was saved, then sent by the worker: said at the next start, not sent again', async () => {
    const first = appClient();
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    first.unmount();
    await workerDelivers({ ok: true, status: 'registered' });
    const second = appClient();
    await adoptOutboxRows(second);
    expect(pausedActions(second)).toHaveLength(0);
    expect(notify.success).toHaveBeenCalledWith("Inscrivez-vous à l'événement avec succès!", 'attendance:3');
    expect(signUp).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it("another member's row is not adopted", async () => {
    const first = appClient();
    variables = { ...variables, memberId: 11 };
    mutate(first);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    first.unmount();
    const second = appClient();
    await adoptOutboxRows(second);
    expect(pausedActions(second)).toHaveLength(0);
  });
});
