import { useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify/unstyled';
import { TOAST_DEFAULTS } from '@/lib/toasts';
import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';
import { resilientLazy } from '@/components/ui/resilient-lazy';

// A chunk that cannot arrive (offline before the service worker stored the app) leaves the empty container and
// is tried again with the network, never the page's error screen.
const ToastContainer = resilientLazy<ToastContainerProps>(
  () => import('react-toastify/unstyled').then((module) => ({ default: module.ToastContainer })),
  () => <EmptyContainer />,
);

/** What react-toastify's container draws while no toast is shown: the same on the server and while hydrating. */
function EmptyContainer() {
  return (
    <section className="Toastify" aria-live="polite" aria-atomic="false" aria-relevant="additions text" aria-label="Notifications Alt+T" />
  );
}

/**
 * The toasts' container. react-toastify (its code) is not needed to draw or hydrate a page: the server and the
 * hydration draw its empty container, and the real one replaces it once the page is interactive and idle (a toast
 * asked for sooner loads it at once, lib/toasts.ts, and waits in its queue until the container is there).
 */
export function Toasts() {
  const inBrowser = useRenderedInBrowser();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!inBrowser) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setWanted(true), 0);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setWanted(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, [inBrowser]);
  if (!inBrowser || !wanted) return <EmptyContainer />;
  return <ToastContainer position={TOAST_DEFAULTS.position} autoClose={TOAST_DEFAULTS.autoClose} />;
}
