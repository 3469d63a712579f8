import path from 'path';

// E-mail: SMTP when SMTP_HOST is set (production); otherwise every mail is written to the outbox
// folder (server/.tmp/outbox by default) so password reset works on any machine.
function emailConfig(env) {
  const from = env('CLUB_EMAIL', 'contact@club-entrepreneurs.be');
  const settings = { defaultFrom: env('EMAIL_FROM', from), defaultReplyTo: env('EMAIL_REPLY_TO', from) };
  if (env('SMTP_HOST')) {
    return {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST'),
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
      },
      settings,
    };
  }
  return {
    provider: 'strapi-provider-email-outbox',
    providerOptions: {
      outboxDir: env('EMAIL_OUTBOX_DIR', path.join(__dirname, '..', '..', '.tmp', 'outbox')),
    },
    settings,
  };
}

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'dev-jwt-secret-change-me'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      jwtManagement: 'legacy-support',
      // Brute-force protection on /api/auth/*; only the test runner switches it off.
      ratelimit: { enabled: env.bool('AUTH_RATE_LIMIT', true) },
      register: { allowedFields: [] },
    },
  },
  email: { config: emailConfig(env) },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
