import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's public origin (https://…), for canonical URLs and link previews. */
  origin: string;
}

// The document, the shell (header, footer, banners), the root head and the 404/error pages are set on this
// route by app/router.tsx, so the routes need not know them.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
