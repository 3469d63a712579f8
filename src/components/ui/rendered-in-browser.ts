import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page; true afterwards, and from the start in a
 * page rendered in the browser (the offline shell). For parts that must render the same on both sides first.
 */
export const useRenderedInBrowser = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
