// lightgallery and its CSS, loaded only when a lightbox is first needed (a click, or a shared link).
import lightGallery from 'lightgallery';
import lgThumbnail from 'lightgallery/plugins/thumbnail';
import lgZoom from 'lightgallery/plugins/zoom';
import type { GalleryItem } from 'lightgallery/lg-utils';
import 'lightgallery/css/lightgallery.css';
import 'lightgallery/css/lg-zoom.css';
import 'lightgallery/css/lg-thumbnail.css';
import './Lightbox.css';
import type { LightboxHandle, LightboxHandlers, LightboxItem } from './lightbox-types';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function toGalleryItem(item: LightboxItem): GalleryItem {
  return {
    src: item.src,
    srcset: item.srcset,
    sizes: item.srcset ? '100vw' : undefined,
    thumb: item.thumb,
    alt: item.alt,
    subHtml: item.caption ? `<p>${escapeHtml(item.caption)}</p>` : '',
    downloadUrl: item.src,
  };
}

// Spec §9 settings, as far as lightgallery has them: 333 ms animations, 80 % backdrop (Lightbox.css),
// neighbours preloaded, loop, download button (on phones too), zoom and thumbnails.
const SETTINGS = {
  licenseKey: '0000-0000-000-0000',
  speed: 333,
  backdropDuration: 333,
  startAnimationDuration: 333,
  preload: 2,
  loop: true,
  download: true,
  counter: true,
  zoomFromOrigin: false,
  hideScrollbar: true,
  mobileSettings: { controls: false, showCloseIcon: true, download: true },
  plugins: [lgZoom, lgThumbnail],
  strings: {
    closeGallery: 'Fermer',
    toggleMaximize: 'Agrandir',
    previousSlide: 'Photo précédente',
    nextSlide: 'Photo suivante',
    download: 'Télécharger',
    playVideo: 'Lire la vidéo',
    // Spec §8, verbatim.
    mediaLoadingFailed: 'The image cannot be loaded',
  },
  thumbnailPluginStrings: { toggleThumbnails: 'Afficher ou masquer les miniatures' },
  zoomPluginStrings: { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière', viewActualSize: 'Taille réelle' },
};

export function createLightbox(items: LightboxItem[], handlers: LightboxHandlers): LightboxHandle {
  const host = document.createElement('div');
  host.hidden = true;
  document.body.appendChild(host);
  // After destroy() (the page is leaving) the closing animation must not report anything.
  let destroyed = false;
  // lightgallery stays "opened" and covers the page for the whole closing animation, and ignores an opening
  // then: one asked meanwhile (a tap the moment the cover goes) waits for the close to end.
  let closing = false;
  let openAfterClose: number | null = null;
  host.addEventListener('lgAfterSlide', (event) => {
    // A slide's end can come after the close began (Escape right after opening): it must not bring the hash back.
    if (!destroyed && !closing) handlers.onSlide((event as CustomEvent<{ index: number }>).detail.index);
  });
  host.addEventListener('lgBeforeClose', () => {
    closing = true;
    if (!destroyed) handlers.onClosing();
  });

  const gallery = lightGallery(host, { ...SETTINGS, dynamic: true, dynamicEl: items.map(toGalleryItem) });
  host.addEventListener('lgAfterClose', () => {
    closing = false;
    const next = openAfterClose;
    openAfterClose = null;
    // lightgallery marks itself closed only after this event's listeners: open on the next turn.
    if (next !== null && !destroyed) window.setTimeout(() => !destroyed && !gallery.lgOpened && gallery.openGallery(next));
  });
  return {
    open: (index) => {
      if (closing) openAfterClose = index;
      else gallery.openGallery(index);
    },
    slideTo: (index) => {
      if (closing) openAfterClose = index;
      else gallery.slide(index);
    },
    close: () => {
      openAfterClose = null;
      if (gallery.lgOpened && !closing) gallery.closeGallery();
    },
    isOpen: () => gallery.lgOpened && !closing,
    index: () => gallery.index,
    destroy: () => {
      destroyed = true;
      const closing = gallery.destroy();
      window.setTimeout(() => host.remove(), closing || 0);
    },
  };
}
