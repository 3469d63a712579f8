import { useSyncExternalStore } from 'react';

// One 'Disponible hors ligne' dialog for the whole app, opened from any menu.
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((listener) => listener());
};

export const openOfflineDownload = () => set(true);
export const closeOfflineDownload = () => set(false);

export function useOfflineDownloadOpen() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
