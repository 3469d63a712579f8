import { describe, expect, it } from 'vitest';
import type { Media } from '@/api/types';
import { collectOfflineImages, offlineRendition } from './offline-media';

const media = (url: string, widths: number[]): Media => ({
  id: 1,
  url,
  width: 1200,
  height: 800,
  alt: null,
  variants: widths.map((width) => ({ url: `/uploads/w${width}_${url.slice(9)}`, width, height: width })),
});

describe('offline media', () => {
  it('stores the smallest rendition at least 240 px wide', () => {
    expect(offlineRendition(media('/uploads/a.jpg', [156, 500, 750]))).toBe('/uploads/w500_a.jpg');
  });
  it('falls back to the largest rendition, then the original', () => {
    expect(offlineRendition(media('/uploads/a.jpg', [156]))).toBe('/uploads/w156_a.jpg');
    expect(offlineRendition(media('/uploads/a.jpg', []))).toBe('/uploads/a.jpg');
    expect(offlineRendition(null)).toBeNull();
  });
  it('collects every image once', () => {
    const shared = media('/uploads/logo.png', []);
    const urls = collectOfflineImages({
      members: [{ photo: media('/uploads/m.jpg', [500]) } as never, { photo: null } as never],
      companies: [{ logo: shared } as never, { logo: shared } as never],
      events: [{ image: media('/uploads/e.jpg', []) } as never],
      photos: [media('/uploads/p.jpg', [750])],
    });
    expect(urls).toEqual(['/uploads/w500_m.jpg', '/uploads/logo.png', '/uploads/e.jpg', '/uploads/w750_p.jpg']);
  });
});
