import { useState, type ReactNode } from 'react';
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
  if (props.items.length === 0) return null;
  return (
    <Box
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Still inside (moving from one slide's link to an arrow): stay paused.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <CarouselSwiper {...(props as CarouselProps<unknown>)} visibleCount={visibleCount} hovered={hovered} focused={focused} />
    </Box>
  );
}
