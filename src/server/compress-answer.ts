import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

// The API's answers as a phone receives them: compressed here, streamed (a whole directory is never held in memory).
// Strapi compresses its own answers, but they reach this server through fetch, which decompresses them: asked
// uncompressed from Strapi (`identity`), they are compressed once, here, as the client accepts.

/** What is worth compressing: text (JSON, HTML, XML…); images and media are compressed already. */
const COMPRESSIBLE = /^(application\/(json|.*\+json|xml|javascript)|text\/)/i;
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
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: 6 });
  // pipeline, not pipe: an answer cut short (the visitor left, Strapi's connection dropped) errors its stream, and
  // with pipe() nothing listened — an unhandled 'error' event that stopped the whole server ('Error: aborted').
  // pipeline ends the compressor with the error instead: this answer is cut, the server goes on.
  const body = pipeline(Readable.fromWeb(response.body as unknown as NodeReadableStream), compressor, () => undefined);
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
 * The directories' sync feed (/api/directory/<kind>/changes): the largest answers a phone downloads, in the
 * background, on a slow link. Quality 9 makes them 15 % smaller than 5 for about 40 ms of a zlib thread (not the
 * event loop) per megabyte: at 10,000 members, a first sync of 1,992 KB became 1,686 KB (issue 47); 11 would save
 * 13 % more for 1.5 s a megabyte.
 */
export const DIRECTORY_FEED_BROTLI = 9;
export const isDirectoryFeed = (path: string) => /^\/api\/directory\/[a-z]+\/changes$/.test(path);
