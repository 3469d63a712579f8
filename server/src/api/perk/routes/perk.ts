import { factories } from '@strapi/strapi';

// Read-only on the public API; organisers edit perks in the admin panel.
export default factories.createCoreRouter('api::perk.perk', { only: ['find', 'findOne'] });
