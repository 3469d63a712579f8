import { describe, expect, it } from 'vitest';
import { isCacheableImage, isCacheableMediaRequest, needsCorsMode, originOf, renditionCandidates } from './media-cache';

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
  it('lists the renditions of an image on a media host, under a key prefix', () => {
    expect(renditionCandidates('https://media.club.be/club/small_photo_1.jpg')).toContain(
      'https://media.club.be/club/thumbnail_photo_1.jpg',
    );
  });
});

describe('cross-origin media host', () => {
  const app = 'https://app.club.be';
  const media = 'https://media.club.be';
  const at = (url: string) => new URL(url);

  it('caches same-origin /uploads images as before', () => {
    expect(isCacheableMediaRequest(at(`${app}/uploads/photo.jpg`), app, 'image', media)).toBe(true);
    expect(isCacheableMediaRequest(at(`${app}/uploads/photo.jpg`), app, 'image', '')).toBe(true);
    expect(isCacheableMediaRequest(at(`${app}/api/members`), app, '', media)).toBe(false);
  });
  it('caches images of the configured media origin, whatever their path', () => {
    expect(isCacheableMediaRequest(at(`${media}/club/small_photo_ab12.jpg`), app, 'image', media)).toBe(true);
    expect(isCacheableMediaRequest(at(`${media}/photo_ab12.webp`), app, '', media)).toBe(true);
  });
  it('never caches other origins, videos, or anything cross-origin when no media origin is set', () => {
    expect(isCacheableMediaRequest(at('https://evil.example/photo.jpg'), app, 'image', media)).toBe(false);
    expect(isCacheableMediaRequest(at(`${media}/presentation.mp4`), app, 'video', media)).toBe(false);
    expect(isCacheableMediaRequest(at(`${media}/photo.jpg`), app, 'image', '')).toBe(false);
  });
  it('asks for CORS mode only for another origin', () => {
    expect(needsCorsMode(`${media}/photo.jpg`, app)).toBe(true);
    expect(needsCorsMode('/uploads/photo.jpg', app)).toBe(false);
    expect(needsCorsMode(`${app}/uploads/photo.jpg`, app)).toBe(false);
    expect(needsCorsMode('data:image/png;base64,AAAA', app)).toBe(false);
  });
  it('normalises the configured origin', () => {
    expect(originOf('https://media.club.be/some/path/')).toBe('https://media.club.be');
    expect(originOf('not a url')).toBe('');
    expect(originOf(undefined)).toBe('');
  });
});
