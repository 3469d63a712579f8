import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

// The shell (header, footer, banners) wraps every page, the 404 included: the router puts it around the
// matches (app/router.tsx, InnerWrap), so the routes need not know it.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
