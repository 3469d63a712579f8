import type { Env } from '../src/utils/strapi-types';
import { secret } from './secrets';

export default ({ env }: { env: Env }) => ({
  auth: {
    secret: secret(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secret(env, 'TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secret(env, 'ENCRYPTION_KEY'),
  },
  // The admin REPLACES window.strapi.flags with this object (not merged): every flag is listed.
  flags: {
    nps: false, // no "would you recommend Strapi" survey
    promoteEE: false, // no Enterprise upsell pages in Settings
    docLinks: false, // no "Documentation" links in page headers
  },
  // No "Preview / Set up preview" box in the edit view (docs.strapi.io links).
  preview: { enabled: false },
  // Tests and the API-only server boot without the admin build.
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
});
