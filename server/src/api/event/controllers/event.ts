import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { lockedTransaction } from '../../../policies/lib/lock';
import { memberOfUser } from '../../../policies/lib/ownership';
import { isDbId } from '../../../policies/lib/input';

const ATTENDEE = 'api::event-attendee.event-attendee';

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  /**
   * Adds the caller's member to the event's attendee record (one record per event, created on the first
   * sign-up). Idempotent: 'registered' the first time, 'already-registered' after. Serialised per event
   * and done in one transaction, so concurrent sign-ups neither lose a member nor create a second record.
   */
  async signUp(ctx) {
    const member = await memberOfUser(strapi, ctx.state.user?.id);
    if (!member) throw new errors.PolicyError('Aucun profil membre n’est lié à ce compte');

    const id = String(ctx.params.id);
    const event = await strapi.db.query('api::event.event').findOne({
      where: isDbId(id) ? { id: Number(id) } : { documentId: id },
      select: ['id', 'documentId'],
    });
    if (!event) throw new errors.NotFoundError('Événement introuvable');

    const status = await lockedTransaction(strapi, `event-sign-up:${event.id}`, async () => {
      const record = await strapi.db.query(ATTENDEE).findOne({
        where: { event: { id: event.id } },
        select: ['id', 'documentId'],
      });
      if (!record) {
        await strapi.documents(ATTENDEE).create({ data: { event: event.id, members: [member.id] } as any });
        return 'registered';
      }
      const listed = await strapi.db.query(ATTENDEE).count({
        where: { id: record.id, members: { id: member.id } },
      });
      if (listed > 0) return 'already-registered';
      // connect is additive: the other members already listed are never rewritten.
      await strapi.documents(ATTENDEE).update({
        documentId: record.documentId,
        data: { members: { connect: [member.id] } } as any,
      });
      return 'registered';
    });

    ctx.body = { data: { status } };
  },
}));
