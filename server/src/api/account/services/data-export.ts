// The right of access and portability (GDPR art. 15 and 20): everything the club holds about a member, as
// one JSON document. Built from explicit parts rather than dumped, so nothing secret leaves (the password
// hash, reset and confirmation codes, token dates) and nothing private of anyone else: of a company's other
// members only their public name, and only of those not hidden from the directory (hidden means hidden).
// The photos are listed with their URLs (the app can fetch them); no zip is built.
import type { Core, UID } from '@strapi/strapi';
import { PUBLISHED_EVENT } from '../../event/services/event';

const USER_UID = 'plugin::users-permissions.user';
const MEMBER_UID = 'api::member.member';
const COMPANY_UID = 'api::company.company';
const ATTENDEE_UID = 'api::event-attendee.event-attendee';

/** The server's own bookkeeping: derived from the data or meaningless outside the server. */
const INTERNAL = new Set(['changedAt', 'SearchText', 'SortKey', 'ShareKeyVersion']);
const TAG = { select: ['id', 'Name'] };
const FILE = { select: ['id', 'name', 'url', 'size', 'mime', 'width', 'height', 'formats', 'createdAt'] };

type Row = Record<string, unknown> & { id: number };
type FileRow = Row & { name: string; url: string; size: number; formats?: Record<string, { url?: string }> | null };

/** The scalar attributes of a content type (its own fields; relations and media are exported apart). */
function ownFields(strapi: Core.Strapi, uid: string): string[] {
  const { attributes } = strapi.getModel(uid as UID.Schema);
  return Object.entries(attributes)
    .filter(([name, attribute]) => !INTERNAL.has(name) && !['relation', 'media', 'component', 'dynamiczone'].includes(attribute.type))
    .map(([name]) => name);
}

const pick = (row: Row, fields: string[]) => Object.fromEntries(['id', 'documentId', ...fields].map((f) => [f, row[f] ?? null]));
const tags = (rows: unknown) => ((rows as Row[] | undefined) ?? []).map((row) => row.Name);

function file(row: FileRow) {
  const renditions = Object.fromEntries(Object.entries(row.formats ?? {}).map(([name, format]) => [name, format?.url ?? null]));
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    /** Kilobytes, as Strapi stores it. */
    size: row.size,
    mime: row.mime,
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt,
    renditions,
  };
}

export type AccountExport = Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async exportFor(userId: number): Promise<AccountExport | null> {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      select: ['id', 'username', 'email', 'provider', 'confirmed', 'blocked', 'createdAt', 'updatedAt'],
      populate: { role: { select: ['name'] } },
    })) as (Row & { role?: { name: string } }) | null;
    if (!user) return null;
    const { role, ...account } = user;

    const memberFields = ownFields(strapi, MEMBER_UID);
    const member = (await strapi.db.query(MEMBER_UID).findOne({
      where: { user: { id: userId } },
      select: ['id', 'documentId', ...memberFields],
      populate: { BioImage: FILE, sectors: TAG, skills: TAG },
    })) as (Row & { BioImage?: FileRow[] }) | null;

    let companies: unknown[] = [];
    let eventSignUps: unknown[] = [];
    if (member) {
      const companyFields = ownFields(strapi, COMPANY_UID);
      const rows = (await strapi.db.query(COMPANY_UID).findMany({
        where: { members: { id: member.id } },
        select: ['id', 'documentId', ...companyFields],
        populate: {
          Logo: FILE,
          Photos: FILE,
          sectors: TAG,
          skills: TAG,
          services: TAG,
          creator: { select: ['id'] },
          members: { select: ['id', 'Name', 'HiddenFromDirectory'] },
        },
        orderBy: { id: 'asc' },
      })) as Array<Row & { Logo?: FileRow | null; Photos?: FileRow[]; creator?: Row | null; members?: Row[] }>;
      companies = rows.map((company) => ({
        ...pick(company, companyFields),
        sectors: tags(company.sectors),
        skills: tags(company.skills),
        services: tags(company.services),
        logo: company.Logo ? file(company.Logo) : null,
        photos: (company.Photos ?? []).map(file),
        createdByYou: company.creator?.id === member.id,
        otherMembers: (company.members ?? [])
          .filter((other) => other.id !== member.id && other.HiddenFromDirectory !== true)
          .map((other) => ({ id: other.id, Name: other.Name })),
      }));

      const attendances = (await strapi.db.query(ATTENDEE_UID).findMany({
        where: { members: { id: member.id }, event: PUBLISHED_EVENT },
        select: ['id'],
        populate: { event: { select: ['id', 'documentId', 'Name', 'Date', 'StartingTime', 'EndTime', 'Address'] } },
      })) as Array<Row & { event?: Row | null }>;
      eventSignUps = attendances.filter((a) => a.event).map((a) => ({ event: a.event }));
    }

    return {
      about:
        'Toutes les données que le club conserve à ton sujet, à la date indiquée. Les photos sont listées avec leur adresse : ' +
        'elles se téléchargent depuis ces liens. Le club n’enregistre pas de présences (check-in) aux événements.',
      exportedAt: new Date().toISOString(),
      account: { ...account, role: role?.name ?? null },
      member: member ? { ...pick(member, memberFields), sectors: tags(member.sectors), skills: tags(member.skills) } : null,
      companies,
      eventSignUps,
      uploads: (member?.BioImage ?? []).map(file),
    };
  },
});
