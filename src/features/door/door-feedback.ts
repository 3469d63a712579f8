// What the organiser feels and sees in a noisy room, beyond the words: a short buzz for an arrival, a longer double
// one for what needs a look ('Déjà enregistré', an undo's question), a long one for a refusal. The notice flashes
// in the same tone (DoorNotice). A phone without a vibrator, or a browser without the API, just shows the flash.
export type DoorTone = 'ok' | 'warn' | 'error' | 'info';

export const BUZZ: Record<DoorTone, number | number[] | null> = {
  ok: 60,
  warn: [90, 70, 90],
  error: [250],
  info: null,
};

export function buzz(tone: DoorTone) {
  const pattern = BUZZ[tone];
  if (pattern === null || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(pattern);
  } catch {
    // Refused (no user gesture yet, or a frame without the permission): the flash still says it.
  }
}

export interface Tap {
  x: number;
  y: number;
  at: number;
}

/** Within this time and distance of the previous tap on a row, a tap is the same finger's second tap. */
export const STRAY_TAP_MS = 500;
export const STRAY_TAP_PX = 24;

/**
 * The same finger's second tap: quick, at the same spot. After a check-in from a search the search is cleared,
 * so what lies under the finger is another person's row: that tap is not theirs. A tap elsewhere (the next
 * person's row, however quick) counts.
 */
export function isSecondTap(previous: Tap | null, tap: Tap): boolean {
  return previous !== null && tap.at - previous.at < STRAY_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) < STRAY_TAP_PX;
}
