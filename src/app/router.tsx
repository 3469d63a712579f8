import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from '@/routeTree.gen';
import { createQueryClient } from './query-client';
import { AppShell, RootError, rootHead } from './layout/AppShell';
import { NotFound } from './layout/NotFound';
import { PagePending } from './layout/PagePending';
import { markPagesWhenHydrated } from './page-hydrated-mark';

// The document and the app's shell belong to app/, not to the routes: they are set on the root route here,
// once, before any router exists. `shellComponent` (the <html>) wraps the root's error and not-found
// boundaries too, so the 404 and error pages keep the header, the footer and the styles.
routeTree.update({ head: rootHead, notFoundComponent: NotFound, errorComponent: RootError });
Object.assign(routeTree.options, { shellComponent: AppShell });
// html[data-hydrated] once a page's own content is hydrated, not only the shell (app/page-hydrated-mark.tsx).
markPagesWhenHydrated(Object.values(routeTree.children ?? {}) as AnyRoute[]);

export interface AppRouterOptions {
  /** The site's public origin (https://…): canonical URLs and link previews. */
  origin: string;
  /** The CSP nonce of a server response, put on the router's inline scripts. */
  nonce?: string;
}

/** One router and one QueryClient per call: per request on the server, once in the browser. */
export function createAppRouter({ origin, nonce }: AppRouterOptions) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, origin },
    defaultPreload: 'intent',
    // Loaders read the Query cache; the router must not keep its own stale copy.
    defaultPreloadStaleTime: 0,
    // An unknown path and a `throw notFound()` of a route (unknown member, company, event) show the 404 page,
    // which the server answers with the status 404.
    defaultNotFoundComponent: NotFound,
    notFoundMode: 'root',
    defaultErrorComponent: RootError,
    // Shown once a page has waited for its data a moment (the router's default: 1 s), never a blank page.
    defaultPendingComponent: PagePending,
    scrollRestoration: false,
    ssr: nonce ? { nonce } : undefined,
  });
  // Server: the Query cache is dehydrated into the page with the router's state. Browser: hydrated from it
  // before the first render. It also provides the QueryClient to React (router.options.Wrap).
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
