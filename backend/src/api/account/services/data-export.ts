// The right of access and portability (GDPR art. 15 and 20): everything the club holds about a member, as
// one JSON document, built by walking the list of personal data (services/personal-data.ts) — the same list the
// erasure walks, so what can be downloaded is what is kept. Built from explicit parts rather than dumped, so
// nothing secret leaves (the password hash, reset and confirmation codes, token dates) and nothing private of
// anyone else. The photos are listed with their URLs (the app can fetch them); no zip is built.
import type { Core } from '@strapi/strapi';
import { PERSONAL_DATA_SOURCES, type Subject } from './personal-data';

const USER_UID = 'plugin::users-permissions.user';
const MEMBER_UID = 'api::member.member';

export type AccountExport = Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async exportFor(userId: number): Promise<AccountExport | null> {
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id'] });
    if (!user) return null;
    const member = (await strapi.db.query(MEMBER_UID).findOne({
      where: { user: { id: userId } },
      select: ['id', 'documentId'],
    })) as Subject['member'];
    const subject: Subject = { userId, member };
    const parts: Record<string, unknown> = {};
    for (const source of PERSONAL_DATA_SOURCES) Object.assign(parts, await source.export(strapi, subject));
    return {
      about:
        'Toutes les données que le club conserve à ton sujet, à la date indiquée : ton compte, ton profil, tes sociétés, ' +
        'tes inscriptions, tes places en liste d’attente, tes présences enregistrées à l’accueil des événements (check-in), ' +
        'ton choix de rappels, les rappels et les messages des organisateurs reçus. Les photos sont listées avec leur adresse : ' +
        'elles se téléchargent depuis ces liens.',
      exportedAt: new Date().toISOString(),
      ...parts,
    };
  },
});
