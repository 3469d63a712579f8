// See routes/reminders.ts. French answers; a bad or forged link is a 400, never a 5xx.
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { MailPreferences, ReminderPreference } from '../services/preference';
import { MAIL_KINDS, type MailKind } from '../../../utils/unsubscribe-token';
import { clubPage } from '../../../utils/club-page';
import { appUrl, clubName } from '../../../utils/club-identity';
import { escapeHtml } from '../../../utils/escape-html';

type Ctx = Context & { state: { user?: { id: number } } };

export const REMINDER_MESSAGES = {
  noMember: 'Aucun profil membre n’est lié à ce compte.',
  badValue: 'eventReminders et eventChanges doivent être true ou false.',
  badLink: 'Ce lien de désinscription n’est pas valable.',
};

/** What each link stops, in the page's words (a changed time is not a reminder: two separate choices). */
const UNSUBSCRIBE_PAGES: Record<MailKind, { title: string; ask: string; button: string; done: string }> = {
  reminders: {
    title: 'Rappels d’événements',
    ask: 'Tu ne veux plus recevoir le rappel la veille de tes événements, ni la confirmation de tes inscriptions ? Les changements de date, d’heure ou de lieu te restent envoyés.',
    button: 'Ne plus recevoir les rappels',
    done: 'C’est noté : tu ne recevras plus de rappels d’événements. Les changements de date, d’heure ou de lieu te restent envoyés. Tu peux tout réactiver dans « Mon Profil ».',
  },
  changes: {
    title: 'Changements d’événements',
    ask: 'Tu ne veux plus être prévenu quand un de tes événements change de date, d’heure ou de lieu ? Tes rappels de la veille ne changent pas.',
    button: 'Ne plus recevoir les changements',
    done: 'C’est noté : tu ne recevras plus les changements de date, d’heure ou de lieu. Tes rappels de la veille ne changent pas. Tu peux tout réactiver dans « Mon Profil ».',
  },
};

const kindOf = (value: unknown): MailKind | null =>
  value === undefined ? 'reminders' : MAIL_KINDS.includes(value as MailKind) ? (value as MailKind) : null;

const page = (title: string, body: string) => clubPage({ title, body, appUrl: appUrl(), clubName: clubName() });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const preference = () => strapi.service('api::reminders.preference') as unknown as ReminderPreference;

  function callerId(ctx: Ctx): number {
    const id = ctx.state.user?.id;
    if (typeof id !== 'number') throw new errors.UnauthorizedError('Connecte-toi pour accéder à ton compte.');
    return id;
  }

  function badLink(ctx: Ctx) {
    ctx.status = 400;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page('Lien non valable', `<h1>Lien non valable</h1><p class="error">${escapeHtml(REMINDER_MESSAGES.badLink)}</p>`);
  }

  return {
    async preference(ctx: Ctx) {
      const preferences = await preference().get(callerId(ctx));
      if (preferences === null) throw new errors.NotFoundError(REMINDER_MESSAGES.noMember);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: preferences };
    },

    async setPreference(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { data?: Record<string, unknown> };
      const input = body.data && typeof body.data === 'object' ? body.data : {};
      const change: Partial<MailPreferences> = {};
      for (const key of ['eventReminders', 'eventChanges'] as const) {
        if (input[key] === undefined) continue;
        if (typeof input[key] !== 'boolean') throw new errors.ValidationError(REMINDER_MESSAGES.badValue);
        change[key] = input[key];
      }
      if (Object.keys(change).length === 0) throw new errors.ValidationError(REMINDER_MESSAGES.badValue);
      const preferences = await preference().set(callerId(ctx), change);
      if (preferences === null) throw new errors.NotFoundError(REMINDER_MESSAGES.noMember);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: preferences };
    },

    async unsubscribePage(ctx: Ctx) {
      const { member, token, kind: given } = ctx.query as Record<string, unknown>;
      ctx.set('Cache-Control', 'no-store');
      const kind = kindOf(given);
      if (!kind) return badLink(ctx);
      const text = UNSUBSCRIBE_PAGES[kind];
      ctx.type = 'text/html; charset=utf-8';
      const action = `?member=${encodeURIComponent(String(member ?? ''))}${kind === 'reminders' ? '' : `&kind=${kind}`}&token=${encodeURIComponent(String(token ?? ''))}`;
      ctx.body = page(
        text.title,
        `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.ask)}</p>` +
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escapeHtml(text.button)}</button></form>`,
      );
    },

    async unsubscribe(ctx: Ctx) {
      const { member, token, kind: given } = ctx.query as Record<string, unknown>;
      ctx.set('Cache-Control', 'no-store');
      const kind = kindOf(given);
      if (!kind || !(await preference().unsubscribe(member, token, kind))) return badLink(ctx);
      const text = UNSUBSCRIBE_PAGES[kind];
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page(text.title, `<h1>${escapeHtml(text.title)}</h1><p role="status">${escapeHtml(text.done)}</p>`);
    },
  };
};
