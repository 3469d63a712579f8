import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker with `registerType: 'prompt'`: a new version waits until the user
 * accepts it, so nothing reloads by itself under a half-filled form.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => Promise<void>) => void) {
  if (!('serviceWorker' in navigator)) return;
  // Reload ourselves once the accepted version controls the page: workbox-window only does it when the
  // page was already controlled at load, not on the first visit (the worker then claimed the page later).
  const activate = async () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    await updateSW(true);
  };
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => onUpdateReady(activate),
    onRegisterError: (error) => console.warn('[pwa] service worker registration failed', error),
  });
}
