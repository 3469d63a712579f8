/** Longest wait for a frame: a tab opened in the background paints nothing, and must start anyway. */
const FALLBACK_MS = 500;

/**
 * Resolves just after the browser's next paint (a frame, then a task: the frame's paint comes between), or
 * at once in a hidden tab, which has no frames; never later than FALLBACK_MS.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const fallback = window.setTimeout(resolve, FALLBACK_MS);
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
