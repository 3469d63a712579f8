import { useLayoutEffect, type RefObject } from 'react';

/** Where the header ends on the screen (px from the top), for what must stay below it: the toasts (app/styles.css). */
export const HEADER_BOTTOM_VAR = '--site-header-bottom';

/**
 * Writes the header's bottom edge on the document as a CSS variable. It moves when the header becomes fixed (the top
 * bar above it scrolls away on a laptop), when the top bar wraps at another width, and when the header's height
 * changes at a breakpoint.
 */
export function useHeaderBottom(header: RefObject<HTMLElement | null>, fixed: boolean) {
  useLayoutEffect(() => {
    const node = header.current;
    if (!node) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(HEADER_BOTTOM_VAR, `${Math.max(0, Math.round(node.getBoundingClientRect().bottom))}px`);
    write();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : null;
    observer?.observe(node);
    window.addEventListener('resize', write);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', write);
    };
  }, [header, fixed]);
}
