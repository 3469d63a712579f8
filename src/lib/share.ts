// 'Partager': the system share sheet (Web Share API) where there is one, else the link is copied.

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareOrCopy(data: ShareData, nav: Partial<ShareNavigator> = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
