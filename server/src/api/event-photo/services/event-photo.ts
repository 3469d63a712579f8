import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';

const UID = 'api::event-photo.event-photo';
const FILE_UID = 'plugin::upload.file';
const MEDIA_FIELDS = ['id', 'documentId', 'url', 'width', 'height', 'alternativeText', 'formats'];

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string }; idColumn: { name: string } };
  orderBy?: Record<string, 'asc' | 'desc'>;
}

export default factories.createCoreService(UID, ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The gallery's first `count` photos, in the organisers' order, read without the others: Strapi populates a
   * media field whole, and the home page's carousel (twelve photos) then waited for the whole gallery, a cost
   * that grew with every photo the club adds (2,000 photos: ≈ 200 ms per server render of the home page).
   * The order is the one of the media field's link table (Strapi's own metadata names it).
   */
  async firstPhotos(count: number, auth: unknown) {
    const entry = (await strapi.db.query(UID).findOne({ select: ['id'] })) as { id: number } | null;
    if (!entry) return [];
    const { joinTable } = strapi.db.metadata.get(FILE_UID).attributes.related as unknown as { joinTable: MorphJoinTable };
    const links = strapi.db
      .connection(joinTable.name)
      .select(joinTable.joinColumn.name)
      .where({ [joinTable.morphColumn.typeColumn.name]: UID, [joinTable.morphColumn.idColumn.name]: entry.id, field: 'Photo' });
    for (const [column, direction] of Object.entries(joinTable.orderBy ?? {})) links.orderBy(column, direction);
    const ids = ((await links.orderBy(joinTable.joinColumn.name).limit(count)) as Array<Record<string, number>>).map(
      (row) => row[joinTable.joinColumn.name],
    );
    if (ids.length === 0) return [];
    const files = (await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } }, select: MEDIA_FIELDS })) as Array<{
      id: number;
    }>;
    const position = new Map(ids.map((id, index) => [id, index]));
    files.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return strapi.contentAPI.sanitize.output(files, strapi.getModel(FILE_UID), { auth });
  },
}));
