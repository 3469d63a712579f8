import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { chooseEncoding } from './compress-answer';
import { ASSETS_PACK_MAX_FILES, PACKABLE_FILE, type AssetsPackAnswer, type AssetsPackRequest } from '../offline/assets-pack';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
  identity: (body: Buffer) => Promise.resolve(body),
};
type Encoding = keyof typeof compressors;

/** The request's paths, or null when it is not a list of packable paths within the limit. */
function wantedPaths(body: unknown): string[] | null {
  const paths = (body as Partial<AssetsPackRequest> | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > ASSETS_PACK_MAX_FILES) return null;
  if (!paths.every((item) => typeof item === 'string' && PACKABLE_FILE.test(item) && !item.includes('..'))) return null;
  return [...new Set(paths)];
}

/** The build's packable files (its root and assets/), listed once: an instance serves one build for its life. */
async function listBuild(clientDir: string): Promise<Set<string>> {
  const list = async (folder: string, prefix: string) =>
    (await readdir(path.join(clientDir, folder)).catch(() => [] as string[])).map((name) => `${prefix}${name}`);
  return new Set([...(await list('.', '/')), ...(await list('assets', '/assets/'))].filter((file) => PACKABLE_FILE.test(file)));
}

async function packBody(clientDir: string, paths: string[]): Promise<Buffer> {
  const files = await Promise.all(
    paths.map(async (wanted) => {
      const body = await readFile(path.join(clientDir, wanted), 'utf8').catch(() => null);
      return body === null ? null : { path: wanted, type: CONTENT_TYPES[path.extname(wanted).slice(1)], body };
    }),
  );
  const answer: AssetsPackAnswer = { files: files.filter((file) => file !== null) };
  return Buffer.from(JSON.stringify(answer));
}

/**
 * POST /assets-pack: the build's files a service worker's first install asks for, in one answer (src/offline/
 * assets-pack.ts says why), compressed as the client accepts. Only text files of the build; a file this instance
 * does not have (another build, during a rolling deploy) is left out, and the worker fetches it on its own.
 *
 * Compressing ~1.9 MB took ~230 ms of CPU per request, for anyone, as often as asked. The workers of one build ask
 * for few distinct sets (the build's files minus what the first page had fetched), so each set is packed and
 * compressed once per encoding and kept (in memory, bounded); a path the build lacks is not part of the key, so
 * made-up names cost nothing. What is left (sets never seen) is bounded by `mayPackNewSet`, the per-client limit
 * in app.ts.
 */
export function createAssetsPack(clientDir: string, mayPackNewSet: (c: Context) => Response | null = () => null) {
  let build: Promise<Set<string>> | undefined;
  const packs = new LRUCache<string, Buffer, { paths: string[]; encoding: Encoding }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(body.length, 1),
    fetchMethod: async (_key, _stale, { context }) => compressors[context.encoding](await packBody(clientDir, context.paths)),
  });
  return async (c: Context): Promise<Response> => {
    const wanted = wantedPaths(await c.req.json().catch(() => null));
    if (!wanted) return c.json({ error: 'Liste de fichiers invalide.' }, 400, { 'Cache-Control': 'no-store' });
    const files = await (build ??= listBuild(clientDir));
    const paths = wanted.filter((file) => files.has(file)).sort();
    const encoding: Encoding = chooseEncoding(c.req.header('accept-encoding')) ?? 'identity';
    const key = `${encoding}\n${paths.join('\n')}`;
    // Only a set never packed costs CPU: that alone counts against the client's budget (a venue's members behind one
    // address all ask the same few sets, which are answered from memory).
    if (!packs.has(key)) {
      const refused = mayPackNewSet(c);
      if (refused) return refused;
    }
    const body = (await packs.fetch(key, { context: { paths, encoding } }))!;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(new Uint8Array(body), { status: 200, headers });
  };
}
