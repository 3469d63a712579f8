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

function CarouselStatic({ items, getKey, renderSlide, visibleCount, gap }: CarouselSwiperProps) {
  return (
    <Grid templateColumns={`repeat(${visibleCount}, minmax(0, 1fr))`} gap={`${gap ?? 0}px`} overflow="hidden">
      {items.slice(0, visibleCount).map((item, index) => (
        <Box key={getKey(item)}>{renderSlide(item, index)}</Box>
      ))}
    </Grid>
  );
}

/** A swiper carousel: autoplay (paused on hover and keyboard focus), loop, optional fade and arrows. */
export function Carousel<T>(props: CarouselProps<T>) {
  const visible = props.visible ?? 1;
  // In the browser the count is read from the window at once; the server has no window: it renders the phone's
  // count, hydration starts from the same, and the window's count follows right after.
  const inBrowser = useRenderedInBrowser();
  const visibleCount = useBreakpointValue(typeof visible === 'number' ? { base: visible } : visible, { ssr: !inBrowser }) ?? 1;
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
