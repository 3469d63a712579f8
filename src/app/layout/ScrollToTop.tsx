import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Spec §2: the page scrolls to the top on each route change (not on search/hash changes). */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
