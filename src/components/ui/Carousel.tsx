import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Grid, useBreakpointValue } from '@chakra-ui/react';
import { resilientLazy } from './resilient-lazy';
import { useRenderedInBrowser } from './rendered-in-browser';

export type VisibleSlides = number | { base: number; sm?: number; md?: number; lg?: number };

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Names the carousel for screen readers. */
  label: string;
  /** Autoplay interval and transition length, in ms. */
  autoplayDelay: number;
  speed: number;
  effect?: 'slide' | 'fade';
  /** Slides visible at once, per breakpoint. */
  visible?: VisibleSlides;
  /** Gap between slides, in px. */
  gap?: number;
  arrows?: boolean;
  /** 'light' arrows for dark slides. */
  tone?: 'light' | 'dark';
}

export type CarouselSwiperProps = CarouselProps<unknown> & {
  visibleCount: number;
  /** The pointer is over the carousel / keyboard focus is inside it: autoplay pauses. */
  hovered: boolean;
  focused: boolean;
};

// Swiper is loaded apart from the page's JavaScript; until it arrives (or if it cannot, offline before the
// service worker stored it) the first slides are drawn in place, in the same boxes, so nothing moves.
const CarouselSwiper = resilientLazy<CarouselSwiperProps>(
  () => import('./CarouselSwiper'),
  (props) => <CarouselStatic {...props} />,
);

/** The slide counts as Chakra responsive values: what CSS media queries can lay out before any JavaScript runs. */
function responsiveCounts(visible: VisibleSlides): Record<string, number> {
  return typeof visible === 'number' ? { base: visible } : visible;
}

/**
 * The first slides, laid out by CSS alone (responsive columns, the extra slides hidden per breakpoint): the
 * server cannot know the window's width, and a count chosen in JavaScript after hydration would change the
 * carousel's height under the reader (layout shift) — and under a pointer already resting on it.
 */
function CarouselStatic({ items, getKey, renderSlide, visible, gap }: CarouselSwiperProps) {
  const counts = responsiveCounts(visible ?? 1);
  const largest = Math.max(...Object.values(counts));
  const columns = Object.fromEntries(Object.entries(counts).map(([at, count]) => [at, `repeat(${count}, minmax(0, 1fr))`]));
  return (
    <Grid templateColumns={columns} gap={`${gap ?? 0}px`} overflow="hidden">
      {items.slice(0, largest).map((item, index) => (
        <Box
          key={getKey(item)}
          display={Object.fromEntries(Object.entries(counts).map(([at, count]) => [at, index < count ? 'block' : 'none']))}
        >
          {renderSlide(item, index)}
        </Box>
      ))}
    </Grid>
  );
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
  const visible = props.visible ?? 1;
  // Swiper needs the count as a number, read from the window. The server has no window: hydration starts from
  // the phone's count (only swiper, which arrives later, uses it; the static slides are laid out by CSS).
  const inBrowser = useRenderedInBrowser();
  const visibleCount = useBreakpointValue(responsiveCounts(visible), { ssr: !inBrowser }) ?? 1;
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
