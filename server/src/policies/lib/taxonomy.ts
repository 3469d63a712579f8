// Sectors, skills and services: members create them from the forms' free tags. POST { data: { Name } }
// returns the existing entry (200) when the name is already there, ignoring case and accents, else creates it (201).
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkText, pickWritableData } from './input';
import { lockedTransaction } from './lock';

/** Same tag whatever the case and accents ('Compétence' = 'COMPETENCE'); SQLite's LOWER() is ASCII-only. */
export function tagKey(name: string) {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('fr').trim();
}

type TaxonomyUid = 'api::sector.sector' | 'api::skill.skill' | 'api::service.service';

export function createTaxonomyController(uid: TaxonomyUid) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async create(ctx) {
      const data = pickWritableData(ctx.request.body, ['Name']);
      checkText(data, 'Name', { required: true });
      const name = typeof data.Name === 'string' ? data.Name.trim().replace(/\s+/g, ' ') : '';
      if (!name) throw new errors.ValidationError('Name : ce champs est obligatoire', { field: 'Name' });
      if (name.length > 80) throw new errors.ValidationError('Name : 80 caractères au maximum', { field: 'Name' });

      // Serialised per type so two members typing the same new tag at once get one entry.
      const { entry, created } = await lockedTransaction(strapi, `taxonomy:${uid}`, async () => {
        // The lists are small (tens to hundreds): compare in JavaScript, Unicode-aware.
        const all = await strapi.db.query(uid).findMany({ select: ['id', 'Name'] });
        const match = all.find((row: { Name: string }) => tagKey(row.Name) === tagKey(name));
        const existing = match ? await strapi.db.query(uid).findOne({ where: { id: match.id } }) : null;
        if (existing) return { entry: existing, created: false };
        return { entry: await strapi.documents(uid).create({ data: { Name: name } as any }), created: true };
      });

      ctx.status = created ? 201 : 200;
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },
  }));
}
