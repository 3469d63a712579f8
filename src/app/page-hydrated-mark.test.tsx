import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { markPagesWhenHydrated } from './page-hydrated-mark';

/** A route as the tree holds it: only what the wrapper reads and writes. */
function fakeRoute(component: unknown) {
  const route = { options: { component }, update: (options: object) => Object.assign(route.options, options) };
  return route;
}

describe('markPagesWhenHydrated', () => {
  it('ends every page with the mark: html[data-hydrated] once the page has rendered', async () => {
    delete document.documentElement.dataset.hydrated;
    let markedWhenPageRendered: string | undefined = 'not rendered';
    function Page() {
      markedWhenPageRendered = document.documentElement.dataset.hydrated;
      return <h1>La page</h1>;
    }
    const route = fakeRoute(Page);
    markPagesWhenHydrated([route as unknown as AnyRoute]);
    const Marked = route.options.component as () => JSX.Element;
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Marked />));
    expect(container.textContent).toBe('La page');
    expect(markedWhenPageRendered).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('reads through to the lazy component’s preload, which the router drops once the chunk is loaded', () => {
    const load = () => Promise.resolve();
    const Lazy: { (): null; preload?: () => Promise<void> } = Object.assign(() => null, { preload: load });
    const route = fakeRoute(Lazy);
    markPagesWhenHydrated([route as unknown as AnyRoute]);
    const Marked = route.options.component as { preload?: () => Promise<void> };
    expect(Marked).not.toBe(Lazy);
    expect(Marked.preload).toBe(load);
    Lazy.preload = undefined;
    expect(Marked.preload).toBeUndefined();
  });

  it('leaves a route without a component alone', () => {
    const route = fakeRoute(undefined);
    markPagesWhenHydrated([route as unknown as AnyRoute]);
    expect(route.options.component).toBeUndefined();
  });
});
