import { factories } from '@strapi/strapi';

// Members are created only by registration (users-permissions extension); a member updates only itself.
export default factories.createCoreRouter('api::member.member', {
  only: ['find', 'findOne', 'update'],
  config: {
    update: { policies: ['api::member.is-own-member'] },
  },
});
