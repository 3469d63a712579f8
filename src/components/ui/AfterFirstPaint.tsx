import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useRenderedInBrowser } from './rendered-in-browser';

/**
 * Renders its children once the first screen has been painted, as a transition (React renders it in small
 * slices). For sections below the fold of a long page: on a slow phone, one synchronous render of the whole
 * home page (every carousel, the 20 FAQ answers…) blocked the main thread for several 100 ms before the
 * first screen appeared. `minHeight` keeps the place so the footer does not jump when they arrive.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  // A server-rendered page has them already (crawlers and link previewers run no JavaScript): the server renders
  // them and hydration keeps them; only a page rendered in the browser from the start defers them.
  const [ready, setReady] = useState(!useRenderedInBrowser());
  useEffect(() => {
    if (ready) return;
    // Two frames: the first callback runs before the first screen is painted, the second after it.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready]);
  return ready ? children : <div style={{ minHeight }} aria-hidden="true" />;
}
