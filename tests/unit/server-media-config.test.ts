// @vitest-environment node
// The server's media and browser-security configuration (backend/config/plugins.ts, middlewares.ts),
// called as Strapi calls them, with a fake `env` helper: no S3 is reachable here, the selection is what
// can be tested.
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Env = ((name: string, fallback?: unknown) => any) & {
  int: (name: string, fallback?: number) => number | undefined;
  bool: (name: string, fallback?: boolean) => boolean | undefined;
  array: (name: string, fallback?: string[]) => string[] | undefined;
};

/** The subset of Strapi's env helper the config files use, over a plain object. */
function fakeEnv(values: Record<string, string>): Env {
  const env = ((name: string, fallback?: unknown) => (name in values ? values[name] : fallback)) as Env;
  env.int = (name, fallback) => (name in values ? parseInt(values[name], 10) : fallback);
  env.bool = (name, fallback) => (name in values ? values[name] === 'true' : fallback);
  env.array = (name, fallback) => (name in values ? values[name].split(',') : fallback);
  return env;
}

// A computed path keeps the root type check (strict) out of the server's own files.
const configDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'config');
const load = async (name: string) => (await import(/* @vite-ignore */ path.join(configDir, `${name}.ts`))).default;

async function uploadConfig(values: Record<string, string>) {
  return (await load('plugins'))({ env: fakeEnv(values) }).upload.config;
}
async function middleware(values: Record<string, string>, name: string) {
  const list = (await load('middlewares'))({ env: fakeEnv(values) });
  return list.find((m: any) => typeof m === 'object' && m.name === name).config;
}

describe('upload provider selection', () => {
  it('keeps local disk by default', async () => {
    const config = await uploadConfig({});
    expect(config.provider).toBeUndefined();
    expect(config.providerOptions).toBeUndefined();
    expect(config.breakpoints).toEqual({ large: 1000, medium: 750, small: 500 });
  });

  it('selects the S3 provider when S3_BUCKET is set (AWS: region, keys, public-read)', async () => {
    const config = await uploadConfig({
      S3_BUCKET: 'club-media',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIA-TEST',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.provider).toBe('aws-s3');
    expect(config.providerOptions.s3Options).toEqual({
      region: 'eu-west-3',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA-TEST', secretAccessKey: 'secret' },
      params: { Bucket: 'club-media', ACL: 'public-read' },
    });
    expect(config.providerOptions.baseUrl).toBeUndefined();
    expect(config.sizeLimit).toBe(10 * 1024 * 1024);
  });

  it('supports an S3-compatible endpoint, path style, a CDN base URL, a key prefix and no ACL', async () => {
    const config = await uploadConfig({
      S3_BUCKET: 'club',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACL: 'none',
      S3_ROOT_PATH: 'media',
      MEDIA_PUBLIC_URL: 'https://media.club.be',
    });
    const options = config.providerOptions;
    expect(options.baseUrl).toBe('https://media.club.be');
    expect(options.rootPath).toBe('media');
    expect(options.s3Options.endpoint).toBe('https://minio.internal:9000');
    expect(options.s3Options.forcePathStyle).toBe(true);
    expect(options.s3Options.credentials).toBeUndefined(); // the SDK's default chain (role, AWS_* vars)
    // ACL present but undefined: the provider then sends no ACL header (buckets with ACLs disabled).
    expect('ACL' in options.s3Options.params).toBe(true);
    expect(options.s3Options.params.ACL).toBeUndefined();
  });

  it('uploads and deletes through the provider against an S3-compatible endpoint (a local fake)', async () => {
    // A minimal S3 stand-in: records each request, answers 200 (PUT with an ETag, DELETE with 204).
    const seen: { method: string; url: string; acl?: string; type?: string; bytes: number }[] = [];
    const server = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk) => (bytes += chunk.length));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          acl: req.headers['x-amz-acl'] as string,
          type: req.headers['content-type'],
          bytes,
        });
        if (req.method === 'DELETE') res.writeHead(204).end();
        else res.writeHead(200, { ETag: '"abc"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const config = await uploadConfig({
        S3_BUCKET: 'club',
        S3_REGION: 'fr-par',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
        S3_ROOT_PATH: 'media',
        MEDIA_PUBLIC_URL: 'https://media.club.be',
      });
      const { createRequire } = await import('node:module');
      const require = createRequire(path.join(configDir, '..', 'package.json'));
      const provider = require(`@strapi/provider-upload-${config.provider}`).init(config.providerOptions);
      const file: any = { hash: 'photo_ab12', ext: '.jpg', mime: 'image/jpeg', buffer: Buffer.alloc(2048, 1) };
      await provider.upload(file);
      expect(file.url).toBe('https://media.club.be/media/photo_ab12.jpg');
      await provider.delete(file);
      expect(seen.map(({ method, url }) => `${method} ${url.split('?')[0]}`)).toEqual([
        'PUT /club/media/photo_ab12.jpg',
        'DELETE /club/media/photo_ab12.jpg',
      ]);
      expect(seen[0]).toMatchObject({ acl: 'public-read', type: 'image/jpeg' });
      expect(seen[0].bytes).toBeGreaterThanOrEqual(2048);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('CSP and CORS', () => {
  const imgSrc = async (values: Record<string, string>) =>
    (await middleware(values, 'strapi::security')).contentSecurityPolicy.directives['img-src'];

  it('allows only its own origin for media by default', async () => {
    expect(await imgSrc({})).toEqual(["'self'", 'data:', 'blob:']);
  });
  it('allows the CDN origin when media are served from one', async () => {
    const values = { S3_BUCKET: 'club', MEDIA_PUBLIC_URL: 'https://media.club.be/prefix/' };
    expect(await imgSrc(values)).toEqual(["'self'", 'data:', 'blob:', 'https://media.club.be']);
    expect((await middleware(values, 'strapi::security')).contentSecurityPolicy.directives['media-src']).toContain('https://media.club.be');
  });
  it('derives the bucket host without a CDN (virtual-hosted and path style)', async () => {
    expect(await imgSrc({ S3_BUCKET: 'club', S3_ENDPOINT: 'https://s3.fr-par.scw.cloud' })).toContain('https://club.s3.fr-par.scw.cloud');
    expect(await imgSrc({ S3_BUCKET: 'club', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'http://127.0.0.1:9000',
    );
    expect(await imgSrc({ S3_BUCKET: 'club', S3_REGION: 'eu-west-3' })).toContain('https://club.s3.eu-west-3.amazonaws.com');
  });
  it('takes CORS origins from CORS_ORIGINS, else APP_URL (and the local dev servers outside production), never any origin', async () => {
    // Strapi's cors middleware calls `origin` with each request's context.
    const origins = async (values: Record<string, string>, path = '/api/members') =>
      (await middleware(values, 'strapi::cors')).origin({ path }) as string[];
    expect(await origins({ CORS_ORIGINS: 'https://app.club.be, https://club.be' })).toEqual(['https://app.club.be', 'https://club.be']);
    expect(await origins({ NODE_ENV: 'production', APP_URL: 'https://app.club.be/' })).toEqual(['https://app.club.be']);
    const development = await origins({ APP_URL: 'https://app.club.be' });
    expect(development).toContain('https://app.club.be');
    expect(development).toContain('http://localhost:5173');
    expect(development).not.toContain('*');
    expect(await origins({ APP_URL: 'https://app.club.be' }, '/uploads/photo.png')).toContain('https://app.club.be');
  });
  it('allows no origin at all on the admin and its API (only /api and /uploads answer other origins)', async () => {
    for (const path of ['/admin', '/admin/access-token', '/upload', '/content-manager/init', '/users-permissions/roles', '/apiary']) {
      expect((await middleware({ CORS_ORIGINS: 'https://app.club.be' }, 'strapi::cors')).origin({ path }), path).toEqual([]);
    }
  });
});
