import { describe, expect, it } from 'vitest';
import { isCacheableImage, renditionCandidates } from './media-cache';

describe('media cache rules', () => {
  it('caches upload images, never videos or API calls', () => {
    expect(isCacheableImage('/uploads/small_logo_ab12.png')).toBe(true);
    expect(isCacheableImage('/uploads/anything', 'image')).toBe(true);
    expect(isCacheableImage('/uploads/presentation.mp4', 'video')).toBe(false);
    expect(isCacheableImage('/api/members')).toBe(false);
  });
  it('lists the other renditions of the same image', () => {
    expect(renditionCandidates('http://x.be/uploads/medium_photo_1.jpg')).toEqual([
      'http://x.be/uploads/thumbnail_photo_1.jpg',
      'http://x.be/uploads/small_photo_1.jpg',
      'http://x.be/uploads/large_photo_1.jpg',
      'http://x.be/uploads/photo_1.jpg',
    ]);
  });
  it('lists the renditions of an original', () => {
    expect(renditionCandidates('http://x.be/uploads/photo_1.jpg')).toHaveLength(4);
  });
});
