import { factories } from '@strapi/strapi';

// Read by everyone; created (de-duplicated) by members; changed or deleted only in the admin panel.
export default factories.createCoreRouter('api::service.service', { only: ['find', 'findOne', 'create'] });
