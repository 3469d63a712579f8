// Read-only on the API; an attendee list exists for the site only once its event is published (a draft's
// name must not show through `populate=event`).
import { factories } from '@strapi/strapi';
import { isDbId } from '../../../utils/input';
import { EVENT_MESSAGES, narrowed, PUBLISHED_EVENT } from '../../event/services/event';

const UID = 'api::event-attendee.event-attendee';
const OF_PUBLISHED_EVENT = { event: PUBLISHED_EVENT };

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    ctx.query = { ...ctx.query, filters: narrowed(ctx.query.filters, OF_PUBLISHED_EVENT) };
    return super.find(ctx);
  },

  async findOne(ctx) {
    const ref = String(ctx.params.id);
    const where = { ...(isDbId(ref) ? { id: Number(ref) } : { documentId: ref }), ...OF_PUBLISHED_EVENT };
    if ((await strapi.db.query(UID).count({ where })) === 0) return ctx.notFound(EVENT_MESSAGES.notFound);
    return super.findOne(ctx);
  },
}));
