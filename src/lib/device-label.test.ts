import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('deviceLabel', () => {
  it('names the browser and the system as a member would', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome sur Android');
    expect(deviceLabel(IPHONE)).toBe('Safari sur iPhone');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox sur Linux');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge sur Windows');
  });
});
