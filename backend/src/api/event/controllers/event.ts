// Events are read-only on the API (organisers use the admin panel) and only published ones exist for it;
// a member signs up or leaves in one idempotent call each (the rules are the event service's).
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { eventService } from '../services/event';
import { memberService } from '../../member/services/member';
import { EVENT_MESSAGES, narrowed, PUBLISHED_EVENT } from '../services/event';
import type { Context } from 'koa';

export default factories.createCoreController('api::event.event', ({ strapi }) => {
  async function callerMember(ctx: Context) {
    const member = await memberService(strapi).ownerOf((ctx.state.user as { id?: number } | undefined)?.id);
    if (!member) throw new errors.PolicyError('Aucun profil membre n’est lié à ce compte');
    return member;
  }

  return {
    async find(ctx) {
      ctx.query = { ...ctx.query, filters: narrowed(ctx.query.filters, PUBLISHED_EVENT) };
      return super.find(ctx);
    },

    async findOne(ctx) {
      if (!(await eventService(strapi).isPublic(String(ctx.params.id)))) return ctx.notFound(EVENT_MESSAGES.notFound);
      return super.findOne(ctx);
    },

    /**
     * POST /api/events/:id/sign-up → { data: { status: 'registered' | 'already-registered' } }, or on a full
     * event { data: { status: 'waitlisted' | 'already-waitlisted', position } }.
     */
    async signUp(ctx) {
      const member = await callerMember(ctx);
      ctx.body = { data: await eventService(strapi).signUp(String(ctx.params.id), member.id) };
    },

    /** GET /api/events/:id/seat → { data: { status: 'registered' | 'waitlisted' | 'none', position } }: the caller's own place. */
    async seat(ctx) {
      const member = await callerMember(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await eventService(strapi).seatOf(String(ctx.params.id), member.id) };
    },

    /** DELETE /api/events/:id/sign-up → { data: { status: 'left' | 'left-waitlist' | 'not-registered' } } */
    async leave(ctx) {
      const member = await callerMember(ctx);
      ctx.body = { data: { status: await eventService(strapi).leave(String(ctx.params.id), member.id) } };
    },
  };
});
