import { startTransition, useEffect, useState } from 'react';
import { afterNextFrame } from './after-next-frame';

/**
 * A long list drawn screen first: until the browser has painted, only its first `firstScreen` items; then all of
 * them, as a transition (React renders them in slices, a tap meanwhile is answered first). On a slow phone the
 * rows below the screen made the first screen wait for all of them (300 people at the door). Searching or
 * scrolling afterwards sees every item: the rest arrive one frame after the first screen.
 */
export function useFirstScreenFirst<T>(items: readonly T[], firstScreen: number): readonly T[] {
  const [everything, setEverything] = useState(false);
  const partial = !everything && items.length > firstScreen;
  useEffect(() => {
    if (!partial) return;
    return afterNextFrame(() => startTransition(() => setEverything(true)));
  }, [partial]);
  return partial ? items.slice(0, firstScreen) : items;
}
