/** Removes the demo content before a forced re-seed. */
import type { Core } from '@strapi/strapi';
import { UID } from './content';
import { deleteDemoUser } from './accounts';

const WIPE_ORDER = [UID.eventAttendee, UID.eventPlan, UID.event, UID.company, UID.member, UID.sector, UID.skill, UID.service, UID.perk];

export async function wipeDemoData(strapi: Core.Strapi): Promise<void> {
  for (const uid of WIPE_ORDER) {
    const entries = await strapi.db.query(uid).findMany({ select: ['documentId'] });
    for (const { documentId } of entries) await strapi.documents(uid).delete({ documentId: String(documentId) });
  }
  // The gallery single type is emptied, not deleted, so it keeps its id (the PWA reads entry 1).
  const gallery = await strapi.documents(UID.eventPhoto).findFirst({});
  if (gallery) await strapi.documents(UID.eventPhoto).update({ documentId: gallery.documentId, data: { Photo: [] } });

  const uploadService = strapi.plugin('upload').service('upload');
  const files = await strapi.db.query('plugin::upload.file').findMany({});
  for (const file of files) await uploadService.remove(file);

  await deleteDemoUser(strapi);
}
