import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A browser with Paint Timing: the observer's callback, to report paints with. */
function fakePaintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (...names: string[]) => observers.forEach((report) => report(names)) };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint the browser reports, then a task after it', async () => {
    vi.useFakeTimers();
    const browser = fakePaintTiming();
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1000);
    // A paint of the background only is not the page.
    browser.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    browser.paint('first-contentful-paint');
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('does not wait forever for a paint that never comes', async () => {
    vi.useFakeTimers();
    fakePaintTiming();
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(resolved).toBe(true);
  });

  it('without Paint Timing, waits for a frame, then a task after it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    frame?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
