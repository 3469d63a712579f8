// GET /api/account/export, POST /api/account/delete {password}, POST /api/account/share-key/rotate: each
// on the signed-in caller's own account. The work is the services' (data-export, erasure, share-key).
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AccountExport } from '../services/data-export';

type Ctx = Context & { state: { user?: { id: number } } };

const NO_ACCOUNT = 'Ce compte n’existe plus.';

/** The caller's user id (the route needs the 'authenticated' permission, so there is one). */
function callerId(ctx: Ctx): number {
  const id = ctx.state.user?.id;
  if (typeof id !== 'number') throw new errors.UnauthorizedError('Connecte-toi pour accéder à ton compte.');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dataExport = () =>
    strapi.service('api::account.data-export') as unknown as { exportFor(id: number): Promise<AccountExport | null> };
  const erasure = () =>
    strapi.service('api::account.erasure') as unknown as { deleteAccount(id: number, password: unknown): Promise<void> };
  const shareKeys = () => strapi.service('api::account.share-key') as unknown as { rotate(id: number): Promise<string | null> };

  return {
    async exportData(ctx: Ctx) {
      const data = await dataExport().exportFor(callerId(ctx));
      if (!data) throw new errors.NotFoundError(NO_ACCOUNT);
      const day = String(data.exportedAt).slice(0, 10);
      // A string body: served as it is (the API's ETag step only hashes object bodies), never cached anywhere.
      ctx.body = JSON.stringify(data, null, 2);
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="mes-donnees-${day}.json"`);
      ctx.set('Cache-Control', 'no-store');
    },

    async deleteAccount(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { password?: unknown };
      await erasure().deleteAccount(callerId(ctx), body.password);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { deleted: true };
    },

    async rotateShareKey(ctx: Ctx) {
      const shareKey = await shareKeys().rotate(callerId(ctx));
      if (!shareKey) throw new errors.NotFoundError('Aucun profil membre n’est lié à ce compte.');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { shareKey };
    },
  };
};
