// An installed app is a promise to work at the event: its data is asked to be kept (no eviction when the
// phone runs short of space) and, where the browser offers it (Chromium, installed apps only), refreshed
// while the app is closed by Periodic Background Sync (the service worker syncs on its tag).
import { DIRECTORY_REFRESH_TAG } from '@/offline/directory-channel';
import { isStandalone } from './install-prompt';

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

interface PeriodicSyncManager {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
}

async function keepData() {
  await navigator.storage?.persist?.().catch(() => false);
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const periodicSync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
  if (!periodicSync) return;
  const permission = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => undefined);
  if (permission?.state !== 'granted') return;
  await periodicSync.register(DIRECTORY_REFRESH_TAG, { minInterval: TWELVE_HOURS_MS });
}

/** At install, and at each start of the installed app (a permission may have been granted since). */
export function keepDataWhenInstalled() {
  const keep = () => void keepData().catch((error: unknown) => console.warn('[pwa] could not keep the data fresh', error));
  if (isStandalone()) keep();
  window.addEventListener('appinstalled', keep);
}
