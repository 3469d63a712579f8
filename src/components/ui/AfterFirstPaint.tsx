import { startTransition, Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterNextFrame } from '@/lib/after-next-frame';
import { pageHydrated } from '@/lib/page-hydrated';
import { useRenderedInBrowser } from './rendered-in-browser';

/**
 * While React hydrates a server-rendered page: waits (suspends) until the rest of the page is hydrated
 * (lib/page-hydrated.ts). The Suspense boundary around it then keeps the server's HTML as it is (on screen, links
 * working) and React hydrates it right after, in its own slices — or at once if it is tapped first (selective
 * hydration).
 */
function AfterPage({ children }: { children: ReactNode }) {
  const hydrating = !useRenderedInBrowser();
  if (hydrating && pageHydrated) use(pageHydrated);
  return children;
}

/**
 * Renders its children once the first screen has been painted, as a transition (React renders it in small
 * slices). For sections below the fold of a long page: on a slow phone, one synchronous render of the whole
 * home page (every carousel, the 20 FAQ answers…) was one long task that blocked the main thread before the
 * first screen appeared. `minHeight` keeps the place so the footer does not jump when they arrive.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  // A server-rendered page has them already (crawlers and link previewers run no JavaScript): the server renders
  // them, and they are hydrated after the rest of the page (AfterPage): the page is interactive sooner on a slow
  // phone. Only a page rendered in the browser from the start defers drawing them.
  const [serverRendered] = useState(!useRenderedInBrowser());
  const [ready, setReady] = useState(serverRendered);
  useEffect(() => {
    if (ready) return;
    return afterNextFrame(() => startTransition(() => setReady(true)));
  }, [ready]);
  // The very same element at every render: useRenderedInBrowser re-renders this component synchronously once
  // hydration ends, and a new element then gave the boundary new props, so React hydrated all it holds (the home
  // page's lower half) in that one task, right when a visitor's first tap comes. Unchanged, it is left alone and
  // hydrated after the page in slices.
  const held = useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterPage>{children}</AfterPage>
      </Suspense>
    ),
    [children],
  );
  if (serverRendered) return held;
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
