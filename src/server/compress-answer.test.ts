// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compressAnswer } from './compress-answer';

describe('compressAnswer', () => {
  it('an answer cut short errors its own body only, never the process (no unhandled stream error)', async () => {
    const unhandled: unknown[] = [];
    const onError = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onError);
    try {
      let pull = 0;
      const upstream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pull += 1;
          if (pull === 1) controller.enqueue(new TextEncoder().encode(JSON.stringify({ data: 'x'.repeat(4000) })));
          else controller.error(new Error('aborted'));
        },
      });
      const answer = compressAnswer(new Response(upstream, { headers: { 'content-type': 'application/json' } }), 'br');
      expect(answer.headers.get('content-encoding')).toBe('br');
      await expect(answer.arrayBuffer()).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
