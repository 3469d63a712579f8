import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { compressAnswer } from './compress-answer';
import { ASSETS_PACK_MAX_FILES, PACKABLE_FILE, type AssetsPackAnswer, type AssetsPackRequest } from '../offline/assets-pack';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

/** The request's paths, or null when it is not a list of packable paths within the limit. */
function wantedPaths(body: unknown): string[] | null {
  const paths = (body as Partial<AssetsPackRequest> | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > ASSETS_PACK_MAX_FILES) return null;
  if (!paths.every((item) => typeof item === 'string' && PACKABLE_FILE.test(item) && !item.includes('..'))) return null;
  return [...new Set(paths)];
}

/**
 * POST /assets-pack: the build's files a service worker's first install asks for, in one answer (src/offline/
 * assets-pack.ts says why), compressed as the client accepts (brotli where it may: the files' own .br copies are
 * brotli too). Only text files of the build; a file this instance does not have (another build, during a rolling
 * deploy) is left out, and the worker fetches it on its own. Bounded by the build's size.
 */
export async function answerAssetsPack(c: Context, clientDir: string): Promise<Response> {
  const paths = wantedPaths(await c.req.json().catch(() => null));
  if (!paths) return c.json({ error: 'Liste de fichiers invalide.' }, 400, { 'Cache-Control': 'no-store' });
  const found = await Promise.all(
    paths.map(async (wanted) => {
      const body = await readFile(path.join(clientDir, wanted), 'utf8').catch(() => null);
      return body === null ? null : { path: wanted, type: CONTENT_TYPES[path.extname(wanted).slice(1)], body };
    }),
  );
  const answer: AssetsPackAnswer = { files: found.filter((file) => file !== null) };
  return compressAnswer(c.json(answer, 200, { 'Cache-Control': 'no-store' }), c.req.header('accept-encoding'));
}
