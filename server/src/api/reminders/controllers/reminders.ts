// See routes/reminders.ts. French answers; a bad or forged link is a 400, never a 5xx.
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ReminderPreference } from '../services/preference';

type Ctx = Context & { state: { user?: { id: number } } };

export const REMINDER_MESSAGES = {
  noMember: 'Aucun profil membre n’est lié à ce compte.',
  badValue: 'eventReminders doit être true ou false.',
  badLink: 'Ce lien de désinscription n’est pas valable.',
  done: 'C’est noté : tu ne recevras plus de rappels d’événements. Tu peux les réactiver dans « Mon Profil ».',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Rappels d’événements</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const preference = () => strapi.service('api::reminders.preference') as unknown as ReminderPreference;

  function callerId(ctx: Ctx): number {
    const id = ctx.state.user?.id;
    if (typeof id !== 'number') throw new errors.UnauthorizedError('Connecte-toi pour accéder à ton compte.');
    return id;
  }

  return {
    async preference(ctx: Ctx) {
      const on = await preference().get(callerId(ctx));
      if (on === null) throw new errors.NotFoundError(REMINDER_MESSAGES.noMember);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { eventReminders: on } };
    },

    async setPreference(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { data?: { eventReminders?: unknown } };
      const value = body.data?.eventReminders;
      if (typeof value !== 'boolean') throw new errors.ValidationError(REMINDER_MESSAGES.badValue);
      const on = await preference().set(callerId(ctx), value);
      if (on === null) throw new errors.NotFoundError(REMINDER_MESSAGES.noMember);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { eventReminders: on } };
    },

    async unsubscribePage(ctx: Ctx) {
      const { member, token } = ctx.query as Record<string, string>;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      const action = `?member=${encodeURIComponent(String(member ?? ''))}&token=${encodeURIComponent(String(token ?? ''))}`;
      ctx.body = page(
        `<h1>Rappels d’événements</h1><p>Tu ne veux plus recevoir les rappels et les changements d’événements par e-mail ?</p>` +
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Ne plus recevoir les rappels</button></form>`,
      );
    },

    async unsubscribe(ctx: Ctx) {
      const { member, token } = ctx.query as Record<string, string>;
      ctx.set('Cache-Control', 'no-store');
      if (!(await preference().unsubscribe(member, token))) {
        ctx.status = 400;
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = page(`<p>${REMINDER_MESSAGES.badLink}</p>`);
        return;
      }
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page(`<p>${escapeHtml(REMINDER_MESSAGES.done)}</p>`);
    },
  };
};
