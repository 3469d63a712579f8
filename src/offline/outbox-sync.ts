// How the page and the service worker speak about the outbox: the Background Sync tag the page registers
// when it queues an action offline (the browser wakes the worker with it once the network is back, even with
// no tab open), and the channel on which the worker says it delivered something.

export const OUTBOX_SYNC_TAG = 'club-outbox';
export const OUTBOX_CHANNEL = 'club-outbox';

export interface OutboxDeliveredMessage {
  type: 'outbox-delivered';
  ids: string[];
}

// Background Sync is not in TypeScript's DOM library (Chromium only; Safari and Firefox lack it).
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker once the network is back. Where Background Sync is missing (Safari,
 * Firefox) nothing happens: the page sends the action itself when it is next open and online.
 */
export async function requestOutboxSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    // Refused (permission, private mode): the page still sends it itself.
    console.warn('[outbox] background sync unavailable', error);
    return false;
  }
}

/** Calls `listener` whenever the service worker delivered queued actions; returns the unsubscribe function. */
export function onOutboxDelivered(listener: (message: OutboxDeliveredMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxDeliveredMessage>) => {
    if (event.data?.type === 'outbox-delivered') listener(event.data);
  };
  return () => channel.close();
}
