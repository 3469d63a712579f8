import type { Env } from '../src/utils/strapi-types';
// LOG_LEVEL (error | warn | info | http | debug | silly) quiets Strapi; the test server defaults it to 'warn'.
export default ({ env }: { env: Env }) => ({ level: env('LOG_LEVEL', 'info') });
