import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** Online status as TanStack Query sees it (initialised from navigator.onLine, kept by events). */
export function useOnline() {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
