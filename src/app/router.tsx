import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './layout/NotFound';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read the Query cache; the router must not keep its own stale copy.
    defaultPreloadStaleTime: 0,
    // An unknown path and a `throw notFound()` of a route (unknown member, company, event) show the 404 page.
    defaultNotFoundComponent: NotFound,
    notFoundMode: 'root',
    // Every page, the 404 included, in the app's shell.
    InnerWrap: AppLayout,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
