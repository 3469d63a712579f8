import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { followBrowserOnlineState } from './online-status';

const browserSays = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('followBrowserOnlineState', () => {
  afterEach(() => {
    browserSays(true);
    followBrowserOnlineState();
  });

  it('starts from navigator.onLine', () => {
    browserSays(false);
    followBrowserOnlineState();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('follows the online and offline events', () => {
    browserSays(true);
    followBrowserOnlineState();
    browserSays(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    browserSays(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("ignores an 'online' event that the browser's own flag contradicts", () => {
    browserSays(false);
    followBrowserOnlineState();
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
