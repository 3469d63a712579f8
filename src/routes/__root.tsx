import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's public origin (https://…), for canonical URLs and link previews. */
  origin: string;
  /** Show the spec's preloader: the app started from the offline shell (never over server-rendered content). */
  splash: boolean;
}

// The document, the shell (header, footer, banners), the root head and the 404/error pages are set on this
// route by app/router.tsx, so the routes need not know them.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
