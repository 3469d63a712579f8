// An 'Inscriptions' entry (event-attendee) is titled with its event's name in the back-office (its list, its
// edit view, the relations pointing to it) instead of a raw documentId. A relation cannot be a content
// manager's main field, so the name is copied into the entry's `Title`: when the entry is created (the first
// sign-up), when an event is renamed, and once at each start for entries written before (only the ones
// that differ are written).
import type { Core } from '@strapi/strapi';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';

type Row = { id: number; Title: string | null; event?: { Name: string | null } | null };

/** Writes the event's name into the entries that do not show it yet (all entries, or those of `eventIds`). */
export async function syncAttendeeTitles(strapi: Core.Strapi, eventIds?: number[]): Promise<number> {
  const rows = (await strapi.db.query(ATTENDEE).findMany({
    ...(eventIds && { where: { event: { id: { $in: eventIds } } } }),
    select: ['id', 'Title'],
    populate: { event: { select: ['Name'] } },
  })) as Row[];
  let written = 0;
  for (const row of rows) {
    const title = row.event?.Name ?? null;
    if (title === row.Title) continue;
    await strapi.db.query(ATTENDEE).update({ where: { id: row.id }, data: { Title: title } });
    written += 1;
  }
  return written;
}

/** A new entry (a first sign-up) takes its event's name. */
export function titleNewEntries(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [ATTENDEE],
    async afterCreate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id === undefined) return;
      const row = (await strapi.db
        .query(ATTENDEE)
        .findOne({ where: { id }, select: ['id', 'Title'], populate: { event: { select: ['Name'] } } })) as Row | null;
      if (row?.event?.Name && row.event.Name !== row.Title) {
        await strapi.db.query(ATTENDEE).update({ where: { id }, data: { Title: row.event.Name } });
      }
    },
  });
}

/** A renamed event renames its entries. */
export function retitleEntriesOnRename(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [EVENT],
    async afterUpdate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id !== undefined) await syncAttendeeTitles(strapi, [id]);
    },
  });
}
