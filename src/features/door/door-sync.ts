// Sends this phone's waiting door actions (outbox rows of the door's kinds), oldest first, once each: the row is
// claimed before it is sent (offline/outbox.ts), so the service worker's Background Sync and this page never
// both send it. A refusal (4xx: e.g. the member left the event meanwhile, the door closed before the phone found
// the network) drops the row and is said once, whether this page or the worker met it: never retried, never lost.
import { errorStatus, isNetworkError, serverMessage } from '@/api/errors';
import { sendCheckIn, sendUndo } from '@/api/door';
import { deliverOutboxAction, outboxRows, removeFromOutbox } from '@/offline/outbox';
import { isDoorKind, type OutboxRow } from '@/offline/outbox-rules';

export interface DoorSyncResult {
  sent: number;
  refused: string[];
  /** Stopped for lack of network (what is left waits for the next time). */
  offline: boolean;
}

const send = (row: OutboxRow): Promise<unknown> => {
  if (row.door?.kind === 'door-check-in') return sendCheckIn(row.eventId, row.door.request);
  if (row.door?.kind === 'door-undo') return sendUndo(row.eventId, row.door.claims);
  return Promise.reject(new Error('not a door action'));
};

/** This event's door rows: waiting or being sent (shown as waiting), and delivered by the worker (to drop). */
export async function doorRows(eventId: number): Promise<OutboxRow[]> {
  return (await outboxRows()).filter((row) => isDoorKind(row.kind) && row.eventId === eventId && row.door);
}

let running: Promise<DoorSyncResult> | null = null;

/** One run at a time on this page: a tap while a sync runs waits for it, then runs again. */
export function syncDoor(eventId: number, memberId: number | null): Promise<DoorSyncResult> {
  const previous = running ?? Promise.resolve(null);
  const next = previous.then(() => runSync(eventId, memberId));
  running = next.finally(() => {
    if (running === next) running = null;
  });
  return next;
}

async function runSync(eventId: number, memberId: number | null): Promise<DoorSyncResult> {
  const result: DoorSyncResult = { sent: 0, refused: [], offline: false };
  for (const row of await doorRows(eventId)) {
    if (row.state === 'done') {
      await removeFromOutbox(row.id); // the worker sent it; the list read next shows it
      // …or the server refused it (the door closed, a guest cap): said here, once, like a refusal to the page.
      if (row.outcome && !row.outcome.ok) result.refused.push(row.outcome.message || String(row.outcome.httpStatus));
      else result.sent += 1;
      continue;
    }
    try {
      const delivery = await deliverOutboxAction(row.id, { memberId, send, side: 'page' });
      if (delivery.kind === 'sent' || delivery.kind === 'done') result.sent += 1;
    } catch (error) {
      const status = errorStatus(error);
      if (isNetworkError(error) || status === null || status >= 500) {
        result.offline = true;
        break; // in order: nothing after it is sent before it
      }
      await removeFromOutbox(row.id);
      result.refused.push(serverMessage(error) ?? String(status));
    }
  }
  return result;
}
