/** Longest wait for the first paint: a page that paints nothing (or a browser that does not say) starts anyway. */
const FALLBACK_MS = 3000;

/** Resolves in a task after the current one: the browser may paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Resolves just after the browser's first contentful paint, as the browser reports it (Paint Timing), or at once
 * in a hidden tab, which paints nothing; never later than FALLBACK_MS. A frame callback is not enough: a frame
 * can come and go before the page is painted (a long layout of a large page), and what was asked for then
 * shared the phone's link with the first paint.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    const observer = paintTiming
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length) finish();
        })
      : undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      window.clearTimeout(fallback);
      void nextTask().then(resolve);
    };
    const fallback = window.setTimeout(finish, FALLBACK_MS);
    if (!observer) {
      // No Paint Timing: a frame, then a task (the frame's paint comes between).
      requestAnimationFrame(finish);
      return;
    }
    // buffered: a paint that came before this script ran is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}
