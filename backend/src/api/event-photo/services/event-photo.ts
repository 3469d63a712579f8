import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { MEDIA_FIELDS } from '@club/contract';

const UID = 'api::event-photo.event-photo';
const FILE_UID = 'plugin::upload.file';
const FILE_FIELDS = ['id', 'documentId', ...MEDIA_FIELDS];

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string }; idColumn: { name: string } };
  orderBy?: Record<string, 'asc' | 'desc'>;
}

export default factories.createCoreService(UID, ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * One page of the gallery, in the organisers' order, read without the other photos: Strapi populates a media
   * field whole, and a page then waited for the whole gallery, a cost that grew with every photo the club adds
   * (in every server render of the home page, and in /photos' HTML). The order is the one of
   * the media field's link table (Strapi's own metadata names it).
   */
  async photosPage(page: number, pageSize: number, auth: unknown) {
    const entry = (await strapi.db.query(UID).findOne({ select: ['id'] })) as { id: number } | null;
    if (!entry) return { photos: [], total: 0 };
    const { joinTable } = strapi.db.metadata.get(FILE_UID).attributes.related as unknown as { joinTable: MorphJoinTable };
    const fileColumn = joinTable.joinColumn.name;
    const links = () =>
      strapi.db
        .connection(joinTable.name)
        .where({ [joinTable.morphColumn.typeColumn.name]: UID, [joinTable.morphColumn.idColumn.name]: entry.id, field: 'Photo' });
    const [{ total }] = (await links().count({ total: '*' })) as Array<{ total: number | string }>;
    const ordered = links().select(fileColumn);
    for (const [column, direction] of Object.entries(joinTable.orderBy ?? {})) ordered.orderBy(column, direction);
    const rows = (await ordered
      .orderBy(fileColumn)
      .offset((page - 1) * pageSize)
      .limit(pageSize)) as Array<Record<string, number>>;
    const ids = rows.map((row) => row[fileColumn]);
    if (ids.length === 0) return { photos: [], total: Number(total) };
    const files = (await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } }, select: FILE_FIELDS })) as Array<{
      id: number;
    }>;
    const position = new Map(ids.map((id, index) => [id, index]));
    files.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { photos: await strapi.contentAPI.sanitize.output(files, strapi.getModel(FILE_UID), { auth }), total: Number(total) };
  },
}));
