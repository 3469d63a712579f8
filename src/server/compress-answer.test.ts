// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, createBrotliDecompress, createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { CHANGES_STREAM_TYPE } from '@club/contract';
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

  it('a streamed feed reaches the phone line by line: each page decompresses before the next one is written', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      let release: () => void = () => undefined;
      const secondMayGo = new Promise<void>((resolve) => (release = resolve));
      const page = (n: number) => `${JSON.stringify({ columns: { id: [n], AboutMe: ['x'.repeat(3000)] }, more: n === 1 })}\n`;
      const upstream = new ReadableStream<Uint8Array>({
        async start(controller) {
          // The first line arrives in two pieces, as the network cuts it.
          const first = new TextEncoder().encode(page(1));
          controller.enqueue(first.slice(0, 100));
          controller.enqueue(first.slice(100));
          await secondMayGo;
          controller.enqueue(new TextEncoder().encode(page(2)));
          controller.close();
        },
      });
      const answer = compressAnswer(new Response(upstream, { headers: { 'content-type': CHANGES_STREAM_TYPE } }), encoding);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      const body = Readable.fromWeb(answer.body as unknown as NodeReadableStream).pipe(
        encoding === 'br' ? createBrotliDecompress() : createGunzip(),
      );
      let text = '';
      const lines: string[] = [];
      const received = new Promise<void>((resolve) =>
        body.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.endsWith('\n') && lines.length < text.split('\n').length - 1) lines.push(...text.split('\n').slice(lines.length, -1));
          if (lines.length === 1) resolve();
        }),
      );
      // The first line is whole at the phone while the second is still held upstream.
      await received;
      expect(JSON.parse(lines[0]).columns.id).toEqual([1]);
      release();
      await new Promise((resolve) => body.on('end', resolve));
      expect(
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line).columns.id[0]),
      ).toEqual([1, 2]);
    }
  });
});
