// The lightbox's types, shared by the page's part (Lightbox.tsx) and the engine it loads on the first tap
// (LightboxEngine.ts), so that neither imports the other's module for a type.

/** One picture of a lightbox. */
export interface LightboxItem {
  /** The picture id (`pid` in the URL hash): the media id, stable across pages. */
  id: number;
  src: string;
  srcset?: string;
  thumb: string;
  alt: string;
  caption?: string;
}

export interface LightboxHandlers {
  /** A slide is shown (also the first one, on open). */
  onSlide: (index: number) => void;
  /** The lightbox starts closing (button, Escape, swipe, or close() below). */
  onClosing: () => void;
}

export interface LightboxHandle {
  /** Opens on a picture; during a closing animation, as soon as it ends. */
  open: (index: number) => void;
  slideTo: (index: number) => void;
  close: () => void;
  /** Showing, and not closing. */
  isOpen: () => boolean;
  index: () => number;
  destroy: () => void;
}
