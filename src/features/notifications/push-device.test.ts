import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSupport } from './push-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('pushSupport', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stub = ({ userAgent = ANDROID_CHROME, standalone = false, permission = 'default', push = true } = {}) => {
    vi.stubGlobal('navigator', { ...navigator, userAgent, maxTouchPoints: 5, serviceWorker: {} });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone') }));
    if (push) vi.stubGlobal('PushManager', function PushManager() {});
    else vi.stubGlobal('PushManager', undefined);
    vi.stubGlobal('Notification', { permission });
  };

  it('offers the option where the browser can be told', () => {
    stub();
    expect(pushSupport()).toBe('ready');
  });

  it('says why it is missing: an iPhone outside the installed app, notifications blocked, no Push API', () => {
    stub({ userAgent: IPHONE });
    expect(pushSupport()).toBe('ios-not-installed');
    stub({ userAgent: IPHONE, standalone: true });
    expect(pushSupport()).toBe('ready');
    stub({ permission: 'denied' });
    expect(pushSupport()).toBe('denied');
    stub({ push: false });
    expect(pushSupport()).toBe('unsupported');
  });
});
