import { factories } from '@strapi/strapi';

// Read-only on the public API; organisers edit perks in the admin panel. No screen of the app shows perks, but the
// club's specification lists the entity and `GET /api/perks` among the public API's calls (§3, §7): the route
// stays for any client of that API.
export default factories.createCoreRouter('api::perk.perk', { only: ['find', 'findOne'] });
