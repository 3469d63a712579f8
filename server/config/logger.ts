// LOG_LEVEL (error | warn | info | http | debug | silly) quiets Strapi; the test server defaults it to 'warn'.
export default ({ env }) => ({ level: env('LOG_LEVEL', 'info') });
