// The commonest request of all: a phone's refresh of a directory when nothing changed since its cursor.
// Answered here, early, from two index lookups (the newest stamped row and the newest tombstone), before
// the content API's permission engine, the query checks and the controller: an answer with no data, the
// same for every viewer. Anything else — something changed, a cursor too old, a malformed one — goes on to
// the route (src/api/directory), which decides as usual. The directory's own middleware, listed in the global
// pipeline (config/middlewares.ts) as api::directory.directory-unchanged, before the router.
import type { Core } from '@strapi/strapi';
import { CHANGES_STREAM_TYPE, DIRECTORY_COLUMNS_QUERY } from '@club/contract';
import { DIRECTORY_KINDS, type DirectoryKind } from '../services/projections';
import { cursorSecret, parseCursor } from '../services/cursor';
import { REMOVAL_RETENTION_MS, unchangedSince, type DirectoryTracking } from '../services/tracking';

const CHANGES_PATH = /^\/api\/directory\/([a-z]+)\/changes$/;

const directoryUnchanged: Core.MiddlewareFactory = (_config, { strapi }) => {
  const tracking = () => strapi.service('api::directory.tracking') as unknown as DirectoryTracking;
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    const kind = CHANGES_PATH.exec(ctx.path)?.[1] as DirectoryKind | undefined;
    const raw = ctx.query?.since;
    if (!kind || !DIRECTORY_KINDS.includes(kind) || typeof raw !== 'string') return next();
    const since = parseCursor(cursorSecret(strapi), raw);
    if (!since || !since.signed || since.at < Date.now() - REMOVAL_RETENTION_MS / 2) return next();
    if (!unchangedSince(since, await tracking().newestChange(kind))) return next();
    ctx.vary('Authorization');
    ctx.set('Cache-Control', 'private, no-cache');
    const answer = { removed: [], cursor: raw, more: false };
    if (ctx.query.shape !== DIRECTORY_COLUMNS_QUERY.shape) ctx.body = { data: [], ...answer };
    else {
      // A phone's streamed feed: one line, in columns.
      ctx.type = CHANGES_STREAM_TYPE;
      ctx.body = `${JSON.stringify({ columns: { id: [] }, ...answer })}\n`;
    }
  };
};

export default directoryUnchanged;
