import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DEFAULTS } from '@/lib/toasts';
import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';

const ToastContainer = lazy(() => import('react-toastify/unstyled').then((module) => ({ default: module.ToastContainer })));

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
  return (
    <Suspense fallback={<EmptyContainer />}>
      <ToastContainer position={TOAST_DEFAULTS.position} autoClose={TOAST_DEFAULTS.autoClose} />
    </Suspense>
  );
}
