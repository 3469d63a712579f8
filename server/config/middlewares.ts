export default [
  'strapi::logger',
  'strapi::errors',
  // Malformed bodies and PostgreSQL data exceptions → 400 instead of 500 (see src/middlewares/bad-request.ts).
  'global::bad-request',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  // Turns /api/<type>/<numeric id> into /api/<type>/<documentId> before the router sees it.
  'global::numeric-id',
  'strapi::public',
];
