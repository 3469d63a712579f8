import { describe, expect, it } from 'vitest';
import { formatLightboxHash, parseLightboxHash } from './lightbox-hash';

describe('lightbox hash', () => {
  it('round-trips a gallery id and a picture id', () => {
    const hash = formatLightboxHash({ gid: 'photos', pid: 173 });
    expect(hash).toBe('gid=photos&pid=173');
    expect(parseLightboxHash(`#${hash}`)).toEqual({ gid: 'photos', pid: 173 });
    expect(parseLightboxHash(hash)).toEqual({ gid: 'photos', pid: 173 });
  });
  it('ignores other hashes', () => {
    expect(parseLightboxHash('')).toBeNull();
    expect(parseLightboxHash('#contenu')).toBeNull();
    expect(parseLightboxHash('#gid=photos')).toBeNull();
    expect(parseLightboxHash('#gid=photos&pid=abc')).toBeNull();
    expect(parseLightboxHash('#gid=<script>&pid=1')).toBeNull();
  });
});
