import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';
import type { Media } from '@/api/types';

const media = (url: string): Media => ({
  id: 1,
  url,
  width: 1000,
  height: 750,
  alt: null,
  variants: [{ url: url.replace('photo', 'small_photo'), width: 500, height: 375 }],
});

const draw = (m: Media | null) =>
  render(<ResponsiveImage media={m} alt="Photo" fallback="/no-image.png" sizes="100vw" width={4} height={3} />).container.querySelector(
    'img',
  )!;

describe('ResponsiveImage and the media origin', () => {
  afterEach(cleanup);

  it('leaves same-origin images as they were (no crossorigin attribute)', () => {
    expect(draw(media('/uploads/photo_ab12.jpg')).hasAttribute('crossorigin')).toBe(false);
    expect(draw(media(`${window.location.origin}/uploads/photo_ab12.jpg`)).hasAttribute('crossorigin')).toBe(false);
  });
  it('loads images of another origin (bucket, CDN) in CORS mode', () => {
    const img = draw(media('https://media.club.be/photo_ab12.jpg'));
    expect(img.getAttribute('crossorigin')).toBe('anonymous');
    expect(img.getAttribute('srcset')).toContain('https://media.club.be/small_photo_ab12.jpg 500w');
  });
  it('draws the local fallback without crossorigin', () => {
    expect(draw(null).hasAttribute('crossorigin')).toBe(false);
  });
});
