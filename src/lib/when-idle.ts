/** Once the main thread is idle (or after `timeout` ms at most): work that must not delay a first tap. */
export function whenIdle(task: () => void, timeout = 2000) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 0);
}
