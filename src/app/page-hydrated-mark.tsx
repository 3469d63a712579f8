import { useEffect, type ComponentType } from 'react';
import type { AnyRoute } from '@tanstack/react-router';
import { markPageHydrated } from '@/lib/page-hydrated';

/**
 * Rendered last in a page: its effect runs once React has hydrated (or rendered) what comes before it. On a
 * server-rendered page React hydrates the root first (the header) and each Suspense boundary of the server's
 * HTML after it, at its lowest priority; the route's component is in such a boundary (TanStack's root Outlet),
 * so a mark set by the root came before the page's own content could take a tap.
 */
export function PageHydratedMark() {
  useEffect(markPageHydrated, []);
  return null;
}

type RouteComponent = ComponentType & { preload?: () => Promise<void> };

/**
 * Every page of the tree ends with the mark: the routes' components (code-split, so lazy) are wrapped once. The
 * wrapper reads through to the component's `preload` (the router loads a route's chunk with it before rendering;
 * in the browser it is removed once loaded). The 404, error and pending pages render the mark themselves: they
 * are not a route's component.
 */
export function markPagesWhenHydrated(routes: Iterable<AnyRoute>) {
  for (const route of routes) {
    const Page = route.options.component as RouteComponent | undefined;
    if (!Page) continue;
    const MarkedPage: RouteComponent = () => (
      <>
        <Page />
        <PageHydratedMark />
      </>
    );
    MarkedPage.displayName = `Marked(${Page.displayName ?? Page.name ?? 'Page'})`;
    Object.defineProperty(MarkedPage, 'preload', { get: () => Page.preload });
    route.update({ component: MarkedPage });
  }
}
