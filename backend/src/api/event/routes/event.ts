import { factories } from '@strapi/strapi';

// Read-only on the public API; organisers edit events in the admin panel. Sign-up: see sign-up.ts.
export default factories.createCoreRouter('api::event.event', { only: ['find', 'findOne'] });
