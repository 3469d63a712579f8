import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for a frame, then a task after it', async () => {
    vi.useFakeTimers();
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

  it('does not wait forever for a frame that never comes (a tab hidden meanwhile)', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('starts at once in a hidden tab, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
