import { factories } from '@strapi/strapi';

// Read-only on the public API; organisers edit it in the admin panel.
export default factories.createCoreRouter('api::event-attendee.event-attendee', { only: ['find', 'findOne'] });
