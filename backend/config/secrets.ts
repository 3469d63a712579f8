// Every secret of the server, with the development default that lets `npm start` work on a fresh machine.
// Those defaults are public (they are in this file): only development and the tests (NODE_ENV=development or
// test; Strapi makes an unset NODE_ENV 'development') may run on them. Any other NODE_ENV (production, but also
// staging, preview…) refuses to start while a secret is missing, equals its development default or is too
// short to resist guessing — with the default JWT_SECRET anyone could sign a token for any user id.
// Generate each one with
//   node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"
// (APP_KEYS: several of them, comma-separated).
export const DEVELOPMENT_SECRETS = {
  APP_KEYS: 'devKeyClubA,devKeyClubB',
  API_TOKEN_SALT: 'dev-api-token-salt-change-me',
  ADMIN_JWT_SECRET: 'dev-admin-jwt-secret-change-me',
  TRANSFER_TOKEN_SALT: 'dev-transfer-token-salt-change-me',
  JWT_SECRET: 'dev-jwt-secret-change-me',
  ENCRYPTION_KEY: 'dev-encryption-key-change-me-000',
} as const;

export type SecretName = keyof typeof DEVELOPMENT_SECRETS;

/** The only environments allowed to run on the public development secrets. */
export const DEVELOPMENT_ENVIRONMENTS = ['development', 'test'];

/** Shorter than this, a secret is refused outside development and test. */
export const MIN_SECRET_LENGTH = 16;

type Env = (name: string, fallback?: string) => string | undefined;

/** What is wrong with each secret outside development and test (empty: nothing). */
export function productionSecretProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, development] of Object.entries(DEVELOPMENT_SECRETS)) {
    const value = env(name)?.trim();
    if (!value) {
      problems.push(`${name} n'est pas défini`);
      continue;
    }
    const parts = name === 'APP_KEYS' ? value.split(',').map((part) => part.trim()) : [value];
    const developmentParts = development.split(',');
    if (value === development || parts.some((part) => developmentParts.includes(part)))
      problems.push(`${name} vaut la valeur de développement`);
    else if (parts.some((part) => part.length < MIN_SECRET_LENGTH))
      problems.push(`${name} compte moins de ${MIN_SECRET_LENGTH} caractères`);
  }
  // Web Push's VAPID pair (src/utils/vapid.ts): generated once per machine in development, required here.
  // Generate it with `npx web-push generate-vapid-keys`.
  for (const [name, bytes] of [
    ['VAPID_PUBLIC_KEY', 65],
    ['VAPID_PRIVATE_KEY', 32],
  ] as const) {
    const value = env(name)?.trim();
    if (!value) problems.push(`${name} n'est pas défini`);
    else if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, 'base64url').length !== bytes)
      problems.push(`${name} n'est pas une clé VAPID (base64url de ${bytes} octets)`);
  }
  return problems;
}

/**
 * Throws (the server does not start) outside development and test when a secret is missing or a development
 * value: a staging server on the public JWT_SECRET accepts forged tokens as much as production would.
 */
export function assertProductionSecrets(env: Env) {
  const environment = env('NODE_ENV') || 'development';
  if (DEVELOPMENT_ENVIRONMENTS.includes(environment)) return;
  const problems = productionSecretProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Démarrage refusé (NODE_ENV=${environment}) : ${problems.join(' ; ')}.\n` +
      'Chaque secret doit venir de l’environnement, différent des valeurs de développement publiques. ' +
      'Générez-en un par variable avec :\n' +
      "  node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"\n" +
      '(APP_KEYS : plusieurs valeurs séparées par des virgules ; VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY : ' +
      '`npx web-push generate-vapid-keys`). Voir docs/deploy.md, « Secrets ».',
  );
}

/** A secret from the environment, or its development default (reached in development and test only: see above). */
export const secret = (env: Env, name: SecretName) => env(name) || DEVELOPMENT_SECRETS[name];
