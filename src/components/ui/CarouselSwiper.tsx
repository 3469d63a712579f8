import { useEffect, useRef, useState } from 'react';
import { Box } from '@/components/design';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import type { CarouselSwiperProps } from './carousel-types';
import { canSlide, shouldAutoplay } from './carousel-autoplay';

const A11Y_MESSAGES = {
  prevSlideMessage: 'Diapositive précédente',
  nextSlideMessage: 'Diapositive suivante',
  firstSlideMessage: 'Première diapositive',
  lastSlideMessage: 'Dernière diapositive',
  containerRoleDescriptionMessage: 'carrousel',
  itemRoleDescriptionMessage: 'diapositive',
  slideLabelMessage: '{{index}} / {{slidesLength}}',
};

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
  );
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export default function CarouselSwiper({
  items,
  getKey,
  renderSlide,
  label,
  autoplayDelay,
  speed,
  effect = 'slide',
  gap = 0,
  arrows = false,
  tone = 'dark',
  visibleCount,
  hovered,
  focused,
}: CarouselSwiperProps) {
  const swiper = useRef<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slidable = canSlide(items.length, visibleCount);
  const playing = shouldAutoplay({ canSlide: slidable, hovered, focused, reducedMotion });

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    if (!playing && autoplay.running) autoplay.stop();
  }, [playing]);

  return (
    <Box
      css={{
        // Arrows in the club's colours, readable on the slide, with a visible keyboard focus.
        '--swiper-navigation-color': tone === 'light' ? '#ffffff' : '#1f2a44',
        '--swiper-navigation-size': '32px',
        '& .swiper-button-prev:focus-visible, & .swiper-button-next:focus-visible': {
          outline: '3px solid #f5c542',
          outlineOffset: '-3px',
          borderRadius: '4px',
        },
      }}
      data-autoplay={playing ? 'playing' : 'paused'}
      data-testid="carousel"
    >
      <Swiper
        // Sliding or not changes loop mode, which Swiper only sets up when it starts.
        key={slidable ? 'slidable' : 'still'}
        modules={[A11y, Autoplay, EffectFade, Keyboard, Navigation]}
        onSwiper={(instance) => {
          swiper.current = instance;
          if (!playing) instance.autoplay?.stop();
        }}
        slidesPerView={effect === 'fade' ? 1 : visibleCount}
        spaceBetween={gap}
        speed={speed}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        // A fading carousel goes from its last slide back to its first with the same cross-fade whether it loops or
        // rewinds; rewinding spares swiper's loop set-up (slides moved and measured again at start).
        loop={slidable && effect !== 'fade'}
        rewind={slidable && effect === 'fade'}
        allowTouchMove={slidable}
        autoplay={slidable ? { delay: autoplayDelay, disableOnInteraction: false } : false}
        navigation={arrows && slidable}
        keyboard={{ enabled: slidable, onlyInViewport: true }}
        a11y={{ ...A11Y_MESSAGES, containerMessage: label }}
        watchSlidesProgress
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
