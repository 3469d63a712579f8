import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::event-plan.event-plan');
