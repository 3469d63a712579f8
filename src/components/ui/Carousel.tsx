import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box } from '@/components/design';
import { resilientLazy } from './resilient-lazy';
import { useRenderedInBrowser } from './rendered-in-browser';
import { breakpointQueries, perBreakpoint, responsiveVars, valueForWindow } from './responsive-vars';
import type { CarouselProps, CarouselSwiperProps, VisibleSlides } from './carousel-types';

// Swiper is loaded apart from the page's JavaScript; until it arrives (or if it cannot: offline on a phone that never
// showed a carousel online, as it is not precached, src/offline/on-demand-code.ts) the first slides are drawn in
// place, in the same boxes, so nothing moves.
const CarouselSwiper = resilientLazy<CarouselSwiperProps>(
  () => import('./CarouselSwiper'),
  (props) => <CarouselStatic {...props} />,
);

/**
 * The first slides, laid out by CSS alone (responsive columns, the extra slides hidden per breakpoint): the
 * server cannot know the window's width, and a count chosen in JavaScript after hydration would change the
 * carousel's height under the reader (layout shift) — and under a pointer already resting on it. The counts are
 * the caller's: CSS variables per breakpoint (`--slides-md`, `--slide-md`), read by literal rules.
 */
function CarouselStatic({ items, getKey, renderSlide, visible, gap }: CarouselSwiperProps) {
  const counts = perBreakpoint(visible ?? 1);
  const largest = Math.max(...Object.values(counts));
  return (
    <Box
      display="grid"
      gridTemplateColumns={{
        base: 'repeat(var(--slides-base), minmax(0, 1fr))',
        sm: 'repeat(var(--slides-sm), minmax(0, 1fr))',
        md: 'repeat(var(--slides-md), minmax(0, 1fr))',
        lg: 'repeat(var(--slides-lg), minmax(0, 1fr))',
        xl: 'repeat(var(--slides-xl), minmax(0, 1fr))',
        '2xl': 'repeat(var(--slides-2xl), minmax(0, 1fr))',
      }}
      overflow="hidden"
      style={{ ...responsiveVars('slides', counts), gap: `${gap ?? 0}px` }}
    >
      {items.slice(0, largest).map((item, index) => (
        <Box
          key={getKey(item)}
          display={{
            base: 'var(--slide-base)',
            sm: 'var(--slide-sm)',
            md: 'var(--slide-md)',
            lg: 'var(--slide-lg)',
            xl: 'var(--slide-xl)',
            '2xl': 'var(--slide-2xl)',
          }}
          style={responsiveVars('slide', counts, (count) => (index < count ? 'block' : 'none'))}
        >
          {renderSlide(item, index)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The slides visible at once, for swiper (a number, read from the window). The server has no window: hydration
 * starts from the phone's count, then the window's (only swiper, which arrives later, uses it; the static slides
 * are laid out by CSS); a page rendered in the browser reads the window at once.
 */
function useVisibleCount(visible: VisibleSlides) {
  const inBrowser = useRenderedInBrowser();
  const key = JSON.stringify(visible);
  const [count, setCount] = useState(() => (inBrowser ? valueForWindow(visible) : perBreakpoint(visible).base) ?? 1);
  useEffect(() => {
    const values = JSON.parse(key) as VisibleSlides;
    const update = () => setCount(valueForWindow(values) ?? 1);
    update();
    const queries = breakpointQueries();
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, [key]);
  return count;
}

/** How far below (or above) the screen a carousel starts swiper: it is ready by the time it scrolls into view. */
const NEAR_SCREEN = '300px';

/**
 * Whether swiper is wanted yet: once the carousel comes near the screen, or is touched, hovered or focused
 * first. Setting swiper up is a long task per carousel on a slow phone (its slides measured, cloned for the loop,
 * laid out again) while the page is becoming interactive; the home page has three, two of them far below the
 * first screen. Until then the first slides are drawn in place (CarouselStatic).
 */
function useWantedNearScreen(box: RefObject<HTMLElement | null>) {
  const [yes, setYes] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (yes || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setYes(true), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, yes]);
  return { yes, now: () => setYes(true) };
}

/** A swiper carousel: autoplay (paused on hover and keyboard focus), loop, optional fade and arrows. */
export function Carousel<T>(props: CarouselProps<T>) {
  const visibleCount = useVisibleCount(props.visible ?? 1);
  // Hover and focus are followed here, around both the static first slides and swiper, so a pointer that
  // came to rest before swiper's code arrived still pauses it: the new element would get no mouseenter.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const wanted = useWantedNearScreen(box);
  if (props.items.length === 0) return null;
  const swiperProps = { ...(props as CarouselProps<unknown>), visibleCount, hovered, focused };
  return (
    <Box
      ref={box}
      onMouseEnter={() => {
        setHovered(true);
        wanted.now();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={wanted.now}
      onFocus={() => {
        setFocused(true);
        wanted.now();
      }}
      onBlur={(event) => {
        // Still inside (moving from one slide's link to an arrow): stay paused.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {wanted.yes ? <CarouselSwiper {...swiperProps} /> : <CarouselStatic {...swiperProps} />}
    </Box>
  );
}
