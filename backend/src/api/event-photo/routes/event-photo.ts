import { factories } from '@strapi/strapi';

// Read-only single type (GET /api/event-photo); organisers add photos in the admin panel.
export default factories.createCoreRouter('api::event-photo.event-photo', { only: ['find'] });
