import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppDialog } from './app-dialog';

describe('createAppDialog', () => {
  it('tells every subscriber when the dialog opens and closes', () => {
    const dialog = createAppDialog();
    const first = renderHook(() => dialog.useIsOpen());
    const second = renderHook(() => dialog.useIsOpen());
    expect(first.result.current).toBe(false);
    act(() => dialog.open());
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    act(() => dialog.close());
    expect(first.result.current).toBe(false);
  });

  it('keeps two dialogs apart', () => {
    const outbox = createAppDialog();
    const download = createAppDialog();
    const view = renderHook(() => [outbox.useIsOpen(), download.useIsOpen()]);
    act(() => download.open());
    expect(view.result.current).toEqual([false, true]);
  });
});
