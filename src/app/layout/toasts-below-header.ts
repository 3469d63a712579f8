import { useEffect, type RefObject } from 'react';
import { setToastPlacement } from '@/lib/toasts';

/** Where the header ends on the screen (px from the top), read by the toasts' place in app/styles.css. */
export const HEADER_BOTTOM_VAR = '--site-header-bottom';

/** A modal dialog is open (not one leaving): it covers the header (the QR code's fills the screen). */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"][data-state="open"]') !== null;

/**
 * Toasts start below the header, wherever it ends when one is shown: under the top bar at the top of a laptop's page,
 * at the top of the screen once it is fixed, lower or higher as the top bar wraps with the width. Over a modal dialog
 * they start at the top of the screen: the header is behind it, and a toast under it covered the new QR code the
 * member had just asked for ('Changer mon lien de partage'). Read when a toast comes, not as the page scrolls or
 * hydrates: the variable is on the document, and each new value makes the browser compute every element's style again.
 */
export function useToastsBelowHeader(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let written = '';
    setToastPlacement(() => {
      const node = header.current;
      if (!node) return;
      const bottom = `${modalOpen() ? 0 : Math.max(0, Math.round(node.getBoundingClientRect().bottom))}px`;
      if (bottom === written) return;
      written = bottom;
      document.documentElement.style.setProperty(HEADER_BOTTOM_VAR, bottom);
    });
    return () => setToastPlacement(undefined);
  }, [header]);
}
