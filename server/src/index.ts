import type { Core } from '@strapi/strapi';

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {},
  async bootstrap(/* { strapi }: { strapi: Core.Strapi } */) {},
};
