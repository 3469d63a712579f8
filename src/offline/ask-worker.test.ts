import { describe, expect, it, vi } from 'vitest';
import { askWorker } from './ask-worker';

/** A worker stand-in: answers on the port it is given, or never. */
const workerAnswering = (answer?: unknown) =>
  ({
    postMessage: (_message: unknown, [port]: MessagePort[]) => {
      if (answer !== undefined) port.postMessage(answer);
    },
  }) as unknown as ServiceWorker;

describe('askWorker', () => {
  it('resolves with what the worker answers on its port', async () => {
    await expect(askWorker(workerAnswering(true), { type: 'ASK' }, 1000, false)).resolves.toBe(true);
  });

  it('resolves with the silence value when the worker never answers', async () => {
    vi.useFakeTimers();
    try {
      const asked = askWorker(workerAnswering(), { type: 'ASK' }, 30_000, 'no answer');
      await vi.advanceTimersByTimeAsync(30_000);
      await expect(asked).resolves.toBe('no answer');
    } finally {
      vi.useRealTimers();
    }
  });
});
