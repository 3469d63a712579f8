// @vitest-environment node
// PUBLIC_URL at start: required in production, the request's origin otherwise (issue: a foreign port in Host).
import { describe, expect, it } from 'vitest';
import { publicUrlFromEnv } from './public-url';

describe('PUBLIC_URL', () => {
  it('is required in production', () => {
    expect(() => publicUrlFromEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is not set/);
    expect(() => publicUrlFromEnv({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL is not set/);
  });

  it('is optional elsewhere (development keeps the request’s own origin)', () => {
    expect(publicUrlFromEnv({})).toBeUndefined();
    expect(publicUrlFromEnv({ NODE_ENV: 'development' })).toBeUndefined();
  });

  it('is an origin, written without its trailing slash', () => {
    expect(publicUrlFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.be/' })).toBe('https://club.example.be');
    expect(publicUrlFromEnv({ PUBLIC_URL: 'http://127.0.0.1:4173' })).toBe('http://127.0.0.1:4173');
    for (const wrong of ['club.example.be', 'ftp://club.example.be', 'https://club.example.be/app', 'https://a:b@club.example.be']) {
      expect(() => publicUrlFromEnv({ NODE_ENV: 'production', PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL/);
    }
  });
});
