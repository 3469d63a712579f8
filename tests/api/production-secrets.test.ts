// Production refuses the public development secrets: with the default JWT_SECRET anyone could sign a token
// for any user id and act as them. `strapi start` with NODE_ENV=production and a missing or default secret
// exits non-zero, saying which and how to make one; with real secrets it serves.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend');
const strapiBin = path.join(backendDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const strong = (name: string) => `${name}-${'k'.repeat(24)}-${Math.random().toString(36).slice(2)}`;
const vapid = webpush.generateVAPIDKeys();
const STRONG_SECRETS = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  APP_KEYS: `${strong('a')},${strong('b')}`,
  API_TOKEN_SALT: strong('salt'),
  ADMIN_JWT_SECRET: strong('admin'),
  TRANSFER_TOKEN_SALT: strong('transfer'),
  JWT_SECRET: strong('jwt'),
  ENCRYPTION_KEY: strong('encryption'),
};
const SECRET_NAMES = Object.keys(STRONG_SECRETS);

/** `strapi start` in production on a throwaway SQLite file; resolves with its exit code and output, or 'serving'. */
async function startInProduction(secrets: Record<string, string | undefined>, nodeEnv = 'production') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-secrets-'));
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: nodeEnv,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    EMAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_ADMIN: 'false',
    SEED_DEMO: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  };
  for (const name of SECRET_NAMES) delete env[name];
  Object.assign(env, secrets);
  const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: backendDir, env: env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, log }));
  try {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) return await exited;
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return { code: 'serving' as const, log };
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`neither served nor exited within 90 s:\n${log}`);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('production secrets', () => {
  it('no secret set: refuses to start, naming every one and saying how to generate them', async () => {
    const { code, log } = await startInProduction({});
    expect(code).not.toBe('serving');
    expect(code).not.toBe(0);
    expect(log).toContain('Démarrage refusé (NODE_ENV=production)');
    for (const name of SECRET_NAMES) expect(log).toContain(`${name} n'est pas défini`);
    expect(log).toContain('randomBytes(32)');
    expect(log).toContain('npx web-push generate-vapid-keys');
  });

  it('a VAPID key that is not one (Web Push): refuses to start, saying which', async () => {
    // 31 bytes: one short of a P-256 private key (a random secret could be 32 by chance: CI once drew one).
    const { code, log } = await startInProduction({ ...STRONG_SECRETS, VAPID_PRIVATE_KEY: Buffer.alloc(31, 7).toString('base64url') });
    expect(code).not.toBe('serving');
    expect(log).toContain("VAPID_PRIVATE_KEY n'est pas une clé VAPID (base64url de 32 octets)");
    expect(log).not.toContain("VAPID_PUBLIC_KEY n'est");
    const notBase64 = await startInProduction({ ...STRONG_SECRETS, VAPID_PUBLIC_KEY: `${vapid.publicKey.slice(1)}!` });
    expect(notBase64.code).not.toBe('serving');
    expect(notBase64.log).toContain("VAPID_PUBLIC_KEY n'est pas une clé VAPID (base64url de 65 octets)");
  });

  it('one development default among real secrets (the public JWT_SECRET): refuses to start', async () => {
    const { code, log } = await startInProduction({ ...STRONG_SECRETS, JWT_SECRET: 'dev-jwt-secret-change-me' });
    expect(code).not.toBe('serving');
    expect(code).not.toBe(0);
    expect(log).toContain('JWT_SECRET vaut la valeur de développement');
    expect(log).not.toContain('ADMIN_JWT_SECRET vaut');
  });

  it('an APP_KEYS list holding a development key, or a short secret: refuses to start', async () => {
    const mixed = await startInProduction({ ...STRONG_SECRETS, APP_KEYS: `${strong('x')},devKeyClubA` });
    expect(mixed.code).not.toBe('serving');
    expect(mixed.log).toContain('APP_KEYS vaut la valeur de développement');
    const short = await startInProduction({ ...STRONG_SECRETS, ENCRYPTION_KEY: 'abc' });
    expect(short.code).not.toBe('serving');
    expect(short.log).toContain('ENCRYPTION_KEY compte moins de 16 caractères');
  });

  it('any environment but development and test (a staging server) refuses the public JWT_SECRET', async () => {
    const { code, log } = await startInProduction({ ...STRONG_SECRETS, JWT_SECRET: 'dev-jwt-secret-change-me' }, 'staging');
    expect(code).not.toBe('serving');
    expect(log).toContain('Démarrage refusé (NODE_ENV=staging)');
    expect(log).toContain('JWT_SECRET vaut la valeur de développement');
  });

  it('real secrets: serves', async () => {
    const { code, log } = await startInProduction(STRONG_SECRETS);
    expect(code, log).toBe('serving');
  });
});
