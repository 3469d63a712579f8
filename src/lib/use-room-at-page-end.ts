import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a bar fixed at the bottom of the screen is shown, the page gets as much room after its end (the body's
 * bottom padding, kept equal to the bar's height): scrolled to the end, the footer's last line stays readable
 * above the bar. Room added after the last element moves nothing already drawn (no layout shift).
 */
export function useRoomAtPageEnd(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const { body } = document;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [bar, shown]);
}
