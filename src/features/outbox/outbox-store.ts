import { useSyncExternalStore } from 'react';

// One 'À envoyer' dialog for the whole app, opened from the header badge, the avatar menu or a page.
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((listener) => listener());
};

export const openOutbox = () => set(true);
export const closeOutbox = () => set(false);

export function useOutboxOpen() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
