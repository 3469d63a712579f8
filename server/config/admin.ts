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
  flags: {
    nps: false,
    promoteEE: false,
  },
  // Tests and the API-only server boot without the admin build.
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
});
