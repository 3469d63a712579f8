import type { Env } from '../src/utils/strapi-types';
import path from 'path';
import { secret } from './secrets';
import { IMAGE_BREAKPOINTS } from '@club/contract';

// E-mail: SMTP when SMTP_HOST is set (production); otherwise every mail is written to the outbox
// folder (backend/.tmp/outbox by default) so password reset works on any machine.
function emailConfig(env: Env) {
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

// Media: on local disk (<PUBLIC_DIR>/uploads, served by Strapi) by default; in an S3-compatible bucket
// (AWS S3, Scaleway, OVH, MinIO, Cloudflare R2…) when S3_BUCKET is set. Images are public and immutable
// (hashed names): serve them from MEDIA_PUBLIC_URL (a CDN in front of the bucket) when there is one.
export function s3Options(env: Env) {
  const bucket = env('S3_BUCKET');
  if (!bucket) return null;
  const accessKeyId = env('S3_ACCESS_KEY_ID');
  const acl = env('S3_ACL', 'public-read');
  return {
    baseUrl: env('MEDIA_PUBLIC_URL') || undefined,
    rootPath: env('S3_ROOT_PATH') || undefined,
    s3Options: {
      region: env('S3_REGION', 'us-east-1'),
      ...(env('S3_ENDPOINT') ? { endpoint: env('S3_ENDPOINT') } : {}),
      // MinIO and some others need https://endpoint/bucket/key instead of https://bucket.endpoint/key.
      forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
      // Without keys the AWS SDK's default chain applies (AWS_* variables, instance or pod role).
      ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: env('S3_SECRET_ACCESS_KEY') } } : {}),
      params: {
        Bucket: bucket,
        // 'none': send no ACL header (buckets with ACLs disabled, R2); make the bucket public by policy.
        ACL: acl === 'none' ? undefined : acl,
      },
    },
  };
}

/** Origins the browser loads media from when they are not on Strapi's own origin (for the CSP). */
export function mediaOrigins(env: Env): string[] {
  const origins = new Set<string>();
  const add = (url?: string) => {
    try {
      if (url) origins.add(new URL(url).origin);
    } catch {
      /* not a URL: ignored */
    }
  };
  add(env('MEDIA_PUBLIC_URL'));
  const s3 = s3Options(env);
  if (s3 && !s3.baseUrl) {
    const bucket = s3.s3Options.params.Bucket;
    const endpoint = env('S3_ENDPOINT');
    if (endpoint) {
      const url = new URL(endpoint.includes('://') ? endpoint : `https://${endpoint}`);
      add(s3.s3Options.forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`);
    } else {
      // The AWS SDK answers either form, depending on the region.
      add(`https://${bucket}.s3.${s3.s3Options.region}.amazonaws.com`);
      add(`https://${bucket}.s3.amazonaws.com`);
    }
  }
  return [...origins];
}

function uploadConfig(env: Env) {
  const common = {
    sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
    // The phone rebuilds an image's renditions from these (@club/contract's standardRenditions).
    breakpoints: { ...IMAGE_BREAKPOINTS },
  };
  const s3 = s3Options(env);
  if (!s3) return common; // the built-in 'local' provider
  return { ...common, provider: 'aws-s3', providerOptions: s3, actionOptions: { upload: {}, uploadStream: {}, delete: {} } };
}

export default ({ env }: { env: Env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret(env, 'JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      jwtManagement: 'legacy-support',
      // The plugin's own limit counts per IP only (behind the proxy: everyone at once); ours counts per
      // account and per client (src/middlewares/auth-rate-limit.ts).
      ratelimit: { enabled: false },
      register: { allowedFields: [] },
    },
  },
  email: { config: emailConfig(env) },
  upload: { config: uploadConfig(env) },
});
