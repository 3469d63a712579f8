import { useMatches } from '@tanstack/react-router';
import type { MenuKey } from './menu';

/** The menu item of the deepest matched route that names one. */
export function useActiveMenu(): MenuKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const menu = matches[i].staticData?.menu;
    if (menu) return menu;
  }
  return undefined;
}
