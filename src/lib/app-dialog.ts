import { useSyncExternalStore } from 'react';

/**
 * An app-wide "is this dialog open" flag: one dialog mounted once, opened from any menu, badge or page
 * without passing props down the tree.
 */
export function createAppDialog() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    open = value;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    open: () => set(true),
    close: () => set(false),
    useIsOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => open,
        () => false,
      ),
  };
}
