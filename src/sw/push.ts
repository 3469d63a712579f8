// Web Push in the service worker (issue 46): a push shows its notification, in French, as the server wrote it
// (contract/src/push.ts: title, body, the event's page, one tag per event so a newer news replaces the older);
// a tap opens that page — in a window of the app already open, else a new one. Offline, the page opens from the
// device's copy like any other (the navigation route answers with the app shell).
import type { PushPayload } from '@club/contract';
import { removePushSubscription, savePushSubscription, type PushSubscriptionJson } from '@/api/push';
import { readSessionMirror } from '@/offline/session-mirror';
import { deviceLabel } from '@/lib/device-label';

declare const self: ServiceWorkerGlobalScope;

/** Every push must show something (userVisibleOnly): one the worker cannot read says so plainly. */
const UNREADABLE: PushPayload = { title: 'Du nouveau au club', body: 'Ouvre l’app pour voir.', url: '/mes-evenements', tag: 'club' };

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (payload && typeof payload.title === 'string' && typeof payload.body === 'string') {
      return {
        title: payload.title,
        body: payload.body,
        url: typeof payload.url === 'string' ? payload.url : UNREADABLE.url,
        tag: typeof payload.tag === 'string' ? payload.tag : UNREADABLE.tag,
      };
    }
  } catch {
    // Not JSON: shown as unreadable below.
  }
  return UNREADABLE;
}

/** Only a page of the app: a push cannot send the tap elsewhere. */
function ownPage(url: unknown): string {
  try {
    const target = new URL(String(url), self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

async function openPage(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const open = windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (open) {
    // navigate() works on a window this worker controls; the app's windows are.
    const moved = await open.navigate(url).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(url);
}

type SubscriptionChange = ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };

/**
 * The browser renewed the subscription (its push service rotated it): the server learns the new one for the member
 * signed in (the session the page mirrors for the worker) and forgets the old. Nobody signed in: nothing to renew.
 */
async function renew({ oldSubscription, newSubscription }: SubscriptionChange) {
  const session = await readSessionMirror();
  if (!session) return;
  const key = oldSubscription?.options.applicationServerKey;
  const fresh =
    newSubscription ?? (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!fresh) return;
  await savePushSubscription(fresh.toJSON() as PushSubscriptionJson, deviceLabel(self.navigator.userAgent), session.token);
  if (oldSubscription && oldSubscription.endpoint !== fresh.endpoint)
    await removePushSubscription(oldSubscription.endpoint, session.token).catch(() => undefined);
}

export function listenToPushes() {
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as SubscriptionChange;
    change.waitUntil(renew(change).catch((error) => console.warn('[push] could not renew the subscription', error)));
  });

  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        // A newer news about the same event replaces the older and still rings.
        renotify: true,
        lang: 'fr',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: payload.url },
      } as NotificationOptions),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPage(ownPage((event.notification.data as { url?: unknown } | null)?.url)));
  });
}
