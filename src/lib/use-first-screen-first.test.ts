import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstScreenFirst } from './use-first-screen-first';

const people = Array.from({ length: 300 }, (_, index) => `personne ${index}`);

describe('useFirstScreenFirst', () => {
  afterEach(() => vi.unstubAllGlobals());

  function controlledFrames() {
    const callbacks = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callbacks.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
    return {
      frame: () =>
        act(() => {
          const due = [...callbacks.values()];
          callbacks.clear();
          due.forEach((callback) => callback(performance.now()));
        }),
    };
  }

  it('gives the first screen until a frame has been painted, then every item', () => {
    const frames = controlledFrames();
    const { result } = renderHook(() => useFirstScreenFirst(people, 20));
    expect(result.current).toHaveLength(20);
    expect(result.current[0]).toBe('personne 0');
    frames.frame(); // the frame that paints the first screen
    expect(result.current).toHaveLength(20);
    frames.frame(); // the next one: the first screen is on it
    expect(result.current).toHaveLength(300);
  });

  it('gives a short list whole at once, and a list that grows later whole too once painted', () => {
    const frames = controlledFrames();
    const { result, rerender } = renderHook(({ items }) => useFirstScreenFirst(items, 20), { initialProps: { items: people.slice(0, 5) } });
    expect(result.current).toHaveLength(5);
    rerender({ items: people });
    expect(result.current).toHaveLength(20);
    frames.frame();
    frames.frame();
    expect(result.current).toHaveLength(300);
    rerender({ items: people.slice(0, 250) });
    expect(result.current).toHaveLength(250);
  });
});
