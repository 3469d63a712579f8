// The carousel's props, shared by the page's part (Carousel.tsx) and the Swiper part it loads later
// (CarouselSwiper.tsx), so that neither imports the other's module for a type.
import type { ReactNode } from 'react';

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
