/**
 * Calls `then` once the next frame has been painted: a frame callback runs before its frame is painted, so the
 * second one (in the frame after) runs after it. Returns what cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(then);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}
