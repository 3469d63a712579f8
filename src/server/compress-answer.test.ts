// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressAnswer, DIRECTORY_FEED_BROTLI, isDirectoryFeed } from './compress-answer';

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

  it('the directories’ feed, a phone’s largest download, is compressed harder: smaller, and the same once read', async () => {
    // French text as a directory row holds it, varied enough that the quality matters.
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: i,
      Name: `Membre ${i * 7919}`,
      AboutMe: `J’accompagne les PME de ${['Namur', 'Liège', 'Mons', 'Arlon'][i % 4]} depuis ${i % 30} ans : stratégie, finance et ${i % 3 ? 'export' : 'recrutement'}.`,
    }));
    const json = JSON.stringify({ data: rows });
    const size = async (quality?: number) => {
      const answer = compressAnswer(new Response(json, { headers: { 'content-type': 'application/json' } }), 'br', {
        brotliQuality: quality,
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(brotliDecompressSync(bytes).toString()).toBe(json);
      return bytes.length;
    };
    expect(await size(DIRECTORY_FEED_BROTLI)).toBeLessThan(await size());
    expect(isDirectoryFeed('/api/directory/members/changes')).toBe(true);
    expect(isDirectoryFeed('/api/directory/members')).toBe(false);
    expect(isDirectoryFeed('/api/members')).toBe(false);
  });
});
