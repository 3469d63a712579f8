// GET /api/directory/:kind (one page, or `sample` records drawn at random) and GET /api/directory/:kind/changes (the sync): the parameters are
// checked here (a clear French 400), the work is the directory service's.
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DIRECTORY_KINDS, type DirectoryKind } from '../services/projections';
import { CHANGES_STREAM_TYPE, DIRECTORY_CARDS_QUERY, DIRECTORY_COLUMNS_QUERY, INCLUDED_CARDS_QUERY } from '@club/contract';
import type { CardsShape, DirectoryService, PageRequest } from '../services/directory';
import { cursorSecret, parseCursor } from '../services/cursor';

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 9; // spec: nine cards per page
/** Records drawn at random (the home page's eight members, spec §9). */
const MAX_SAMPLE = 48;

/**
 * Member cards once per answer ('included'), or by id for a phone that has the members directory ('directory'), when
 * the client asks for it (a PWA from before those shapes does not).
 */
const cardsShape = (ctx: Ctx): CardsShape =>
  ctx.query.cards === INCLUDED_CARDS_QUERY.cards ? 'included' : ctx.query.cards === DIRECTORY_CARDS_QUERY.cards ? 'directory' : 'inline';

type Ctx = Context & { params: { kind?: string }; state: { user?: { id: number }; auth?: unknown } };

/** The lines of a stream whose first one was read already. */
async function* following(first: IteratorResult<string>, rest: AsyncGenerator<string>) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function positiveInteger(ctx: Ctx, name: string, raw: unknown, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const text = single(raw);
  const value = Number(text);
  if (text === undefined || !/^\d{1,9}$/.test(text) || value < 1 || value > max) {
    return ctx.badRequest(`Le paramètre « ${name} » doit être un nombre entier entre 1 et ${max}.`) as undefined;
  }
  return value;
}

function kindOf(ctx: Ctx): DirectoryKind | null {
  const kind = ctx.params.kind as DirectoryKind;
  if (DIRECTORY_KINDS.includes(kind)) return kind;
  ctx.notFound('Annuaire inconnu.');
  return null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::directory.directory') as unknown as DirectoryService;
  const privateAnswer = (ctx: Ctx) => {
    // What a caller sees depends on who asks (contact visibility): shared caches keep answers apart.
    ctx.vary('Authorization');
    ctx.set('Cache-Control', 'private, no-cache');
  };

  return {
    async page(ctx: Ctx) {
      const kind = kindOf(ctx);
      if (!kind) return;
      const q = ctx.query.q;
      if (q !== undefined && (single(q) === undefined || (q as string).length > MAX_QUERY_LENGTH)) {
        return ctx.badRequest(`La recherche doit être un texte de ${MAX_QUERY_LENGTH} caractères au plus.`);
      }
      const sector = positiveInteger(ctx, 'sector', ctx.query.sector, 2147483647);
      const page = positiveInteger(ctx, 'page', ctx.query.page, 1_000_000);
      const pageSize = positiveInteger(ctx, 'pageSize', ctx.query.pageSize, MAX_PAGE_SIZE);
      const sample = positiveInteger(ctx, 'sample', ctx.query.sample, MAX_SAMPLE);
      if (ctx.status === 400) return;
      const request: PageRequest = { q: single(q), sector, page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE, sample };
      privateAnswer(ctx);
      ctx.body = await service().page(kind, request, ctx.state.auth, ctx.state.user?.id, cardsShape(ctx));
    },

    async changes(ctx: Ctx) {
      const kind = kindOf(ctx);
      if (!kind) return;
      const raw = ctx.query.since;
      let since = null;
      if (raw !== undefined) {
        since = single(raw) === undefined ? null : parseCursor(cursorSecret(strapi), raw as string);
        if (!since) return ctx.badRequest('Le paramètre « since » n’est pas un curseur de synchronisation valide.');
      }
      privateAnswer(ctx);
      if (ctx.query.shape === DIRECTORY_COLUMNS_QUERY.shape) {
        const lines = service().changeLines(kind, since, ctx.state.auth, ctx.state.user?.id);
        // The first page before the answer starts: a failure there is answered as any other (a 4xx or a 503).
        const first = await lines.next();
        ctx.type = CHANGES_STREAM_TYPE;
        // Byte mode with a small buffer: the next page is computed once this one has gone to the client, so a slow
        // phone never makes the server hold more than a page or two.
        ctx.body = Readable.from(following(first, lines), { objectMode: false, highWaterMark: 16 * 1024 });
        return;
      }
      ctx.body = await service().changes(kind, since, ctx.state.auth, ctx.state.user?.id, cardsShape(ctx));
    },
  };
};
