import { useRouterState } from '@tanstack/react-router';

/**
 * A form's `action`: the page it is on. The app sends its forms itself; declared as POST to this page, a form
 * submitted before the app has started never goes out as a GET carrying its fields in the URL (passwords in the
 * history and in proxies' logs): the page's early-input program holds it for the app (src/server/early-input.ts),
 * and the server answers a stray POST to a page by sending the browser back to it.
 */
export function useFormAction(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}
