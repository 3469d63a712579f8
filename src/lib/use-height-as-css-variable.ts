import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes an element's height on the document as a CSS variable while `active` (removed after), so that another
 * bar fixed at the bottom of the screen can stand on it instead of under it.
 */
export function useHeightAsCssVariable(element: RefObject<HTMLElement | null>, name: string, active: boolean) {
  useLayoutEffect(() => {
    const node = element.current;
    const root = document.documentElement;
    if (!active || !node) return;
    const write = () => root.style.setProperty(name, `${node.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [element, name, active]);
}
