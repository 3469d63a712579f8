// Demo secrets have safe development defaults so `npm start` works on a fresh machine.
// In production every one of them must come from the environment: warn loudly when it does not.
const SECRET_VARIABLES = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];

let warned = false;

export function warnAboutDevelopmentSecrets(env: (name: string, fallback?: string) => string | undefined) {
  if (warned || env('NODE_ENV') !== 'production') return;
  warned = true;
  const missing = SECRET_VARIABLES.filter((name) => !env(name));
  if (missing.length > 0) {
    // eslint-disable-next-line no-console
    console.warn(
      `\n⚠️  PRODUCTION WARNING: ${missing.join(', ')} not set; the server is using the public development ` +
        'defaults. Anyone can forge sessions. Set these variables before exposing the server.\n'
    );
  }
}
