import { factories } from '@strapi/strapi';

// Any member creates companies (the controller links the creator); only a company's members update it.
export default factories.createCoreRouter('api::company.company', {
  only: ['find', 'findOne', 'create', 'update'],
  config: {
    update: { policies: ['api::company.is-company-member'] },
  },
});
