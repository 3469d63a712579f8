import { describe, expect, it } from 'vitest';
import { PRELOADER_MS, remainingPreloaderMs } from './Preloader';

describe('preloader duration (spec: about 1.2 s on start)', () => {
  it('counts from the navigation: an app ready after 300 ms keeps it 900 ms more', () => {
    expect(remainingPreloaderMs(300)).toBe(PRELOADER_MS - 300);
  });

  it('an app that took longer than 1.2 s to arrive shows at once', () => {
    expect(remainingPreloaderMs(2600)).toBe(0);
    expect(remainingPreloaderMs(PRELOADER_MS)).toBe(0);
  });
});
