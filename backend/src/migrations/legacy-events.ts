// Events from before the back-office (issue 17) move to its model on start, once per record:
// - the programme: the separate 'event-plan' records become the event's own repeatable 'Programme'
//   (ordered by their Order, then id), and the copied records are deleted, so nothing is copied twice and
//   the plan picker that listed every event's items is gone;
// - 'Publié': an event created before the field existed was public, so an empty value becomes true. A new
//   event gets false from the schema and the field is required (the back-office offers no 'Vider'), so an
//   empty value only ever means "from before the field": a draft is never published by a restart.
// Runs inside the change tracking: every event it alters is re-sent to the phones by the directory sync.
import type { Core } from '@strapi/strapi';

const EVENT = 'api::event.event';
const PLAN = 'api::event-plan.event-plan';

interface LegacyPlan {
  id: number;
  Title: string;
  Description: string | null;
  StartingTime: string | null;
  EndTime: string | null;
  Order: number | null;
}

export async function migrateLegacyEvents(strapi: Core.Strapi): Promise<{ programmes: number; published: number }> {
  const published = await strapi.db.query(EVENT).updateMany({ where: { Published: { $null: true } }, data: { Published: true } });

  const withPlans = (await strapi.db.query(EVENT).findMany({
    where: { event_plans: { id: { $notNull: true } } },
    select: ['id', 'documentId'],
    populate: {
      Programme: { select: ['id'] },
      event_plans: { select: ['id', 'Title', 'Description', 'StartingTime', 'EndTime', 'Order'] },
    },
  })) as Array<{ documentId: string; Programme?: Array<{ id: number }>; event_plans?: LegacyPlan[] }>;

  let programmes = 0;
  for (const event of withPlans) {
    const plans = [...(event.event_plans ?? [])].sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0) || a.id - b.id);
    await strapi.db.transaction(async () => {
      // An event whose programme was already written in the back-office keeps it; its old items just go.
      if (!event.Programme?.length) {
        await strapi.documents(EVENT).update({
          documentId: event.documentId,
          data: {
            Programme: plans.map(({ Title, Description, StartingTime, EndTime }) => ({ Title, Description, StartingTime, EndTime })),
          },
        } as never);
        programmes += 1;
      }
      await strapi.db.query(PLAN).deleteMany({ where: { id: { $in: plans.map((plan) => plan.id) } } });
    });
  }
  if (programmes || published.count) {
    strapi.log.info(`[migration] events: ${programmes} programme(s) moved into their event, ${published.count} event(s) marked published`);
  }
  return { programmes, published: published.count };
}
