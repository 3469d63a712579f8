import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import type { Media } from '@/api/types';
import { formatLightboxHash, parseLightboxHash } from './lightbox-hash';
import type { LightboxHandle, LightboxItem } from './lightbox-types';

export function toLightboxItems(photos: readonly Media[], fallbackAlt: (index: number) => string): LightboxItem[] {
  return photos.map((photo, index) => {
    const renditions = [...photo.variants, ...(photo.width ? [{ url: photo.url, width: photo.width }] : [])];
    const alt = photo.alt || fallbackAlt(index);
    return {
      id: photo.id,
      src: photo.url,
      srcset: renditions.length > 1 ? renditions.map((r) => `${r.url} ${r.width}w`).join(', ') : undefined,
      thumb: photo.variants[0]?.url ?? photo.url,
      alt,
      caption: photo.alt ?? undefined,
    };
  });
}

let enginePromise: Promise<typeof import('./LightboxEngine')> | null = null;

/** Starts downloading lightgallery (on hover or focus of a gallery), so a click opens it at once. */
export function preloadLightbox() {
  enginePromise ??= import('./LightboxEngine');
  return enginePromise;
}

interface UseLightboxOptions {
  /** `gid` in the URL hash; unique per gallery on a page. */
  galleryId: string;
  items: LightboxItem[];
}

/**
 * A lightgallery lightbox driven by the URL hash (#gid=…&pid=…): opening pushes a history entry, so
 * "back" closes it and the link can be shared; sliding replaces the entry; closing goes back.
 */
export function useLightbox({ galleryId, items }: UseLightboxOptions) {
  const router = useRouter();
  const navigate = useNavigate();
  const hash = useRouterState({ select: (state) => state.location.hash });
  const itemsKey = items.map((item) => `${item.id}:${item.src}`).join('|');
  const target = parseLightboxHash(hash);
  // Same pictures (a background refetch gives a new array): same lightbox, so an open one stays open. New
  // pictures (a page's photos, then the whole gallery once it arrives) are taken when the lightbox is not showing
  // one of ours: replacing them under an open lightbox built a second one over it.
  const [stable, setStable] = useState({ key: itemsKey, items });
  const showing = target?.gid === galleryId && stable.items.some((item) => item.id === target.pid);
  if (stable.key !== itemsKey && !showing) setStable({ key: itemsKey, items });
  const stableItems = stable.items;
  const itemsRef = useRef(stableItems);
  useLayoutEffect(() => {
    itemsRef.current = stableItems;
  }, [stableItems]);

  const engine = useRef<Promise<LightboxHandle> | null>(null);
  /** True when this page pushed the lightbox's history entry (closing then goes back to it). */
  const pushed = useRef(false);

  const setHash = useCallback(
    (next: string, replace: boolean) =>
      navigate({ to: '.', search: true, params: true, hash: next, replace, resetScroll: false, hashScrollIntoView: false }),
    [navigate],
  );

  const ensureEngine = useCallback(() => {
    engine.current ??= preloadLightbox().then(({ createLightbox }) =>
      createLightbox(itemsRef.current, {
        onSlide: (index) => {
          const pid = itemsRef.current[index]?.id;
          const current = parseLightboxHash(window.location.hash);
          if (pid !== undefined && (current?.gid !== galleryId || current.pid !== pid)) {
            void setHash(formatLightboxHash({ gid: galleryId, pid }), true);
          }
        },
        onClosing: () => {
          // Closed by the user (button, Escape): drop the hash now, not at the end of the closing animation, so a
          // tap on a photo right after it is a new opening that nothing undoes. Closed by "back": already gone.
          if (parseLightboxHash(window.location.hash)?.gid !== galleryId) return;
          if (pushed.current) {
            pushed.current = false;
            router.history.back();
          } else {
            void setHash('', true);
          }
        },
      }),
    );
    return engine.current;
  }, [galleryId, router, setHash]);

  // New pictures: the next opening builds a new lightbox with them.
  useEffect(
    () => () => {
      const current = engine.current;
      engine.current = null;
      void current?.then((handle) => handle.destroy());
    },
    [stableItems],
  );

  // The hash decides: our gallery and a known picture → open (or slide) there; otherwise closed.
  const wanted = target?.gid === galleryId ? stableItems.findIndex((item) => item.id === target.pid) : -1;
  useEffect(() => {
    let cancelled = false;
    if (wanted >= 0) {
      void ensureEngine().then((handle) => {
        if (cancelled) return;
        if (!handle.isOpen()) handle.open(wanted);
        else if (handle.index() !== wanted) handle.slideTo(wanted);
      });
    } else {
      pushed.current = false;
      void engine.current?.then((handle) => handle.close());
    }
    return () => {
      cancelled = true;
    };
  }, [wanted, ensureEngine, stableItems]);

  const open = useCallback(
    (index: number) => {
      const item = itemsRef.current[index];
      if (!item) return;
      pushed.current = true;
      void setHash(formatLightboxHash({ gid: galleryId, pid: item.id }), false);
    },
    [galleryId, setHash],
  );

  return { open, preload: preloadLightbox };
}
