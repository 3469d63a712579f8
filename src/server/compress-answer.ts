import { Readable, Writable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { CHANGES_STREAM_TYPE } from '@club/contract';

// The API's answers as a phone receives them: compressed here, streamed (a whole directory is never held in memory).
// Strapi compresses its own answers, but they reach this server through fetch, which decompresses them: asked
// uncompressed from Strapi (`identity`), they are compressed once, here, as the client accepts.

/** What is worth compressing: text (JSON, HTML, XML…); images and media are compressed already. */
const COMPRESSIBLE = /^(application\/(json|.*\+json|x-ndjson|xml|javascript)|text\/)/i;
/** Under this size the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from the client's Accept-Encoding (brotli first: smaller than gzip on JSON). */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * The answer compressed for a client that accepts `acceptEncoding`, or the same answer when there is nothing to
 * gain (no body, already encoded, not text, small, a range).
 */
export function compressAnswer(
  response: Response,
  acceptEncoding: string | null | undefined,
  { brotliQuality = 5 }: { brotliQuality?: number } = {},
): Response {
  const encoding = chooseEncoding(acceptEncoding);
  const headers = new Headers(response.headers);
  const length = Number(headers.get('content-length') ?? Number.NaN);
  if (
    !encoding ||
    !response.body ||
    headers.has('content-encoding') ||
    headers.has('content-range') ||
    !COMPRESSIBLE.test(headers.get('content-type') ?? '') ||
    length < MIN_BYTES
  ) {
    return response;
  }
  // Brotli's default quality (11) costs far too much CPU for an answer made on the fly; 5 keeps most of the gain
  // (the caller may ask more for a large answer a phone waits for: DIRECTORY_FEED_BROTLI below).
  const lines = headers.get('content-type')?.startsWith(CHANGES_STREAM_TYPE) === true;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: lines ? DIRECTORY_STREAM_BROTLI : brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: 6 });
  // pipeline, not pipe: an answer cut short (the visitor left, Strapi's connection dropped) errors its stream, and
  // with pipe() nothing listened — an unhandled 'error' event that stopped the whole server ('Error: aborted').
  // pipeline ends the compressor with the error instead: this answer is cut, the server goes on.
  const source = Readable.fromWeb(response.body as unknown as NodeReadableStream);
  const body = lines ? flushedPerLine(source, compressor, encoding) : pipeline(source, compressor, () => undefined);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(Readable.toWeb(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A streamed answer of one JSON value per line (a phone's directory feed): each line is compressed and sent as soon
 * as it has arrived whole, not when the compressor's buffer happens to fill (the phone applies each page as it
 * comes). The compression window runs on across lines: later pages compress against the earlier ones.
 */
function flushedPerLine(source: Readable, compressor: BrotliCompress | Gzip, encoding: Encoding): Readable {
  const flush = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const input = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const ready = compressor.write(chunk);
      // A line ended in this chunk: out with it (zlib queues the flush after the chunk just written).
      if (chunk.includes(0x0a)) compressor.flush(flush);
      if (ready) done();
      else compressor.once('drain', () => done());
    },
    final(done) {
      compressor.end();
      done();
    },
  });
  // As with pipeline above: an answer cut short ends the compressor with the error; the server goes on.
  pipeline(source, input, (error) => error && compressor.destroy(error));
  return compressor;
}

/**
 * The directories' sync feed (/api/directory/<kind>/changes): the largest answers a phone downloads, in the
 * background, on a slow link. Quality 9 makes them 15 % smaller than 5 for about 40 ms of a zlib thread (not the
 * event loop) per megabyte: at 10,000 members, a first sync of 1,992 KB became 1,686 KB (issue 47); 11 would save
 * 13 % more for 1.5 s a megabyte.
 */
export const DIRECTORY_FEED_BROTLI = 9;
/**
 * The same feed streamed in columns (a phone's sync): quality 10 makes it 13 % smaller than 9 (10,000 members: 1,176
 * → 1,02x KB). It costs about 0.3 s of a zlib thread per megabyte more, spent while the phone's link carries the pages
 * before: the server still writes faster than Slow 4G reads. zlib works through the answer a chunk at a time, so
 * a login's bcrypt never waits long for a thread.
 */
export const DIRECTORY_STREAM_BROTLI = 10;
export const isDirectoryFeed = (path: string) => /^\/api\/directory\/[a-z]+\/changes$/.test(path);
