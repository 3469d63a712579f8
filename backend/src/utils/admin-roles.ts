// The back-office's roles as Strapi's admin knows them (code, name, description): the club's 'Organisateur' and
// Strapi's default 'Editor' and 'Author', pinned to its rules. Their permissions are applied by
// backoffice/roles.ts; route policies check who holds them.
export const ORGANISER_ROLE = {
  name: 'Organisateur',
  code: 'club-organiser',
  description: 'Événements, photos, secteurs, compétences, services et avantages ; lecture des membres et des entreprises',
};

/**
 * Strapi creates 'Editor' (every content type, every record) and 'Author' (the same, limited to what the user
 * created) on a fresh database, with members' e-mails, phones, hidden members and app accounts readable: a
 * super admin giving one to a volunteer would hand out what members chose to show nobody. They are kept (a
 * role still held by a user cannot be deleted, and "only what I created" is useful for a volunteer) but pinned
 * at every start to the Organisateur's rules: the Editor exactly, the Author limited to what it created.
 * A default role a super admin deleted is not brought back.
 */
export const DEFAULT_ROLES = {
  editor: {
    code: 'strapi-editor',
    description:
      'Comme Organisateur : événements, photos, tags et avantages ; lecture des membres (sans leurs coordonnées) et des entreprises',
  },
  author: {
    code: 'strapi-author',
    description: 'Comme Organisateur, limité à ce que la personne a créé elle-même (ses événements, ses tags, ses médias)',
  },
};
