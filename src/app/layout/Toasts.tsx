import { useRenderedInBrowser } from '@/components/ui/rendered-in-browser';
import { resilientLazy } from '@/components/ui/resilient-lazy';

const ToastArea = resilientLazy(
  () => import('./ToastArea'),
  () => null,
);

/**
 * The toasts' container, once the page is hydrated: react-toastify is not in the code a page needs to be drawn or
 * to hydrate. A toast asked for before it arrives waits in react-toastify's queue and shows when it mounts.
 */
export function Toasts() {
  return useRenderedInBrowser() ? <ToastArea /> : null;
}
