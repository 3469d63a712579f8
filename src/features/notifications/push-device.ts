// This browser's side of Web Push: can it receive notifications, is it subscribed, and the subscription made
// or undone. The browser's permission prompt is asked only from a tap on the app's own button
// (subscribeThisDevice): never at a visit. The server keeps the subscription for the member signed in.
import type { PushChoices } from '@club/contract';
import { deviceLabel } from '@/lib/device-label';
import { fetchPushKey, removePushSubscription, savePushSubscription, type PushSubscriptionJson } from '@/api/push';

/** 'ready': the option can be offered; otherwise why it is missing. */
export type PushSupport = 'ready' | 'unsupported' | 'ios-not-installed' | 'denied';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  // Safari on iOS offers Web Push to an app added to the home screen only (iOS 16.4+).
  if (isAppleMobile() && !isInstalled()) return 'ios-not-installed';
  if (!('serviceWorker' in navigator) || typeof window.PushManager === 'undefined' || typeof window.Notification === 'undefined')
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'ready';
}

/**
 * The endpoint this browser saved for the member signed in, kept at hand: a logout tells the server at once, in the
 * same task, without waiting for the service worker's registration (the page may be busy or navigating away).
 */
const SUBSCRIBED_ENDPOINT = 'pushEndpoint';

export class PushNotAllowedError extends Error {}
export class NoServiceWorkerError extends Error {}

/** The worker's registration, once active (the first visit registers it shortly after the page starts). */
async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new NoServiceWorkerError()), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, if any (none before the worker is registered). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported' || pushSupport() === 'ios-not-installed') return null;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

const base64UrlToBytes = (value: string) => {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** From a tap only: the browser's prompt, then the subscription, saved for the member signed in. */
export async function subscribeThisDevice(): Promise<PushChoices> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowedError(permission);
  const [worker, publicKey] = await Promise.all([registration(), fetchPushKey()]);
  const key = base64UrlToBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // Made with another server key (a new VAPID pair): it cannot receive this server's pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const choices = await savePushSubscription(subscription.toJSON() as PushSubscriptionJson, deviceLabel());
  localStorage.setItem(SUBSCRIBED_ENDPOINT, subscription.endpoint);
  return choices;
}

/** At logout, before the session is cleared: the server forgets this device with `token`, the session that ends. */
export function forgetThisDeviceNow(token: string | null): void {
  const endpoint = typeof localStorage === 'undefined' ? null : localStorage.getItem(SUBSCRIBED_ENDPOINT);
  if (!endpoint || !token) return;
  localStorage.removeItem(SUBSCRIBED_ENDPOINT);
  void removePushSubscription(endpoint, token).catch((error) => console.warn('[push] the server keeps this device', error));
}

let unsubscribing: Promise<unknown> = Promise.resolve();

/**
 * The device receives nothing more: the server forgets it — with the page's session, or `token` (the session a
 * logout is ending); `null`: no session left to tell it with — and the browser drops the subscription (the push
 * service then answers the server's next push 410, and the server forgets it too).
 */
export function unsubscribeThisDevice(token?: string | null): Promise<void> {
  // One at a time: a logout's own call (with its token) ends before the viewer's change asks again (without one).
  const run = unsubscribing.then(async () => {
    const subscription = await currentSubscription();
    localStorage.removeItem(SUBSCRIBED_ENDPOINT);
    if (!subscription) return;
    if (token !== null)
      await removePushSubscription(subscription.endpoint, token).catch((error) =>
        console.warn('[push] the server keeps this device', error),
      );
    await subscription.unsubscribe();
  });
  unsubscribing = run.catch(() => undefined);
  return run;
}
