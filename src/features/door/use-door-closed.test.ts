import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDoorClosed } from './use-door-closed';

const opensAt = Date.UTC(2026, 10, 28, 16, 0); // 17:00 in Brussels
const window = { opensAt, closesAt: opensAt + 31 * 3_600_000 };

describe('useDoorClosed', () => {
  afterEach(() => vi.useRealTimers());

  it('says the door is not open yet, then nothing once its time has come, without a new list', () => {
    vi.useFakeTimers();
    vi.setSystemTime(opensAt - 45_000);
    const { result } = renderHook(() => useDoorClosed(window));
    expect(result.current).toBe('L’accueil de cet événement n’est pas encore ouvert : il ouvre le 28/11/2026 à 17:00.');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBeNull();
  });

  it('says it is closed after the day after, and nothing for a list stored without a window', () => {
    vi.useFakeTimers();
    vi.setSystemTime(window.closesAt + 1);
    expect(renderHook(() => useDoorClosed(window)).result.current).toMatch(/^L’accueil de cet événement est fermé depuis le/);
    expect(renderHook(() => useDoorClosed(null)).result.current).toBeNull();
  });
});
