/// <reference lib="webworker" />
// The service worker's side of the outbox: woken by Background Sync once the network is back (with or without
// a tab open), it sends every queued action with the session the app mirrored into IndexedDB, then tells the
// open pages. A page sending the same action at the same moment is no problem: each action is claimed first
// (offline/outbox.ts), so it reaches the server once.
import { errorStatus, isNetworkError, serverMessage } from '@/api/errors';
import { leaveEvent, signUpForEvent } from '@/api/sign-up';
import { sendCheckIn, sendUndo } from '@/api/door';
import { deliverOutboxAction, purgeOutbox, undeliveredOutbox } from '@/offline/outbox';
import type { OutboxOutcome, OutboxRow } from '@/offline/outbox-rules';
import { OUTBOX_CHANNEL, type OutboxDeliveredMessage } from '@/offline/outbox-sync';
import { readSessionMirror } from '@/offline/session-mirror';

/** What the server said, kept for the page; null for a failure worth another try (no network, a server error). */
export function outcomeOf(result: { ok: true; value: unknown } | { ok: false; error: unknown }): OutboxOutcome | null {
  if (result.ok) return { ok: true, status: String(result.value) };
  const status = errorStatus(result.error);
  if (isNetworkError(result.error) || status === null || status >= 500) return null;
  return { ok: false, httpStatus: status, message: serverMessage(result.error) ?? '' };
}

const send =
  (token: string) =>
  (row: OutboxRow): Promise<unknown> => {
    // The door's check-ins and undos (features/door): the outcome is only kept; the door screen reads the list again.
    if (row.door?.kind === 'door-check-in') return sendCheckIn(row.eventId, row.door.request, { token }).then(() => 'checked-in');
    if (row.door?.kind === 'door-undo') return sendUndo(row.eventId, row.door.claims, { token }).then(() => 'undone');
    return row.kind === 'sign-up' ? signUpForEvent(row.eventId, { token }) : leaveEvent(row.eventId, { token });
  };

/**
 * Sends every waiting action, oldest first. Rejects when one could not be sent for lack of network, so the
 * browser schedules the sync again (with back-off); the page sends what is left when it is next open.
 */
export async function deliverOutbox(): Promise<void> {
  const session = await readSessionMirror();
  // Nobody signed in as far as the worker knows (or the mirror unreadable): the page decides, when it opens.
  if (!session) return;
  const delivered: string[] = [];
  let failure: unknown = null;
  for (const row of await undeliveredOutbox()) {
    try {
      const delivery = await deliverOutboxAction(row.id, {
        memberId: session.memberId,
        send: send(session.token),
        side: 'worker',
        outcomeOf,
      });
      if (delivery.kind !== 'gone') delivered.push(row.id);
    } catch (error) {
      failure = error;
    }
  }
  await purgeOutbox().catch(() => undefined);
  if (delivered.length > 0) tellPages({ type: 'outbox-delivered', ids: delivered });
  if (failure) throw failure instanceof Error ? failure : new Error('outbox delivery failed');
}

function tellPages(message: OutboxDeliveredMessage) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
