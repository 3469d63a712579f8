import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const data = { title: 'Lunch', text: 'Lunch — 14-06-2025', url: 'https://club.be/event-detail/3' };
const clipboard = () => ({ writeText: vi.fn(async () => {}) }) as unknown as Clipboard;

describe('share or copy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const nav = { share, canShare: () => true, clipboard: clipboard() };
    expect(await shareOrCopy(data, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });
  it('copies the link without Web Share, or when sharing fails', async () => {
    const nav = { clipboard: clipboard() };
    expect(await shareOrCopy(data, nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(data.url);
    const broken = { share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))), clipboard: clipboard() };
    expect(await shareOrCopy(data, broken)).toBe('copied');
  });
  it('says nothing when the user closes the sheet, and reports a failed copy', async () => {
    const cancelled = { share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))), clipboard: clipboard() };
    expect(await shareOrCopy(data, cancelled)).toBe('cancelled');
    expect(await shareOrCopy(data, {})).toBe('failed');
    const denied = { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } as unknown as Clipboard };
    expect(await shareOrCopy(data, denied)).toBe('failed');
  });
});
