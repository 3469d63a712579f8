// Bucket objects that no file row points to are deleted once they are old enough.
//
// Strapi's upload writes the original and its renditions to the bucket first, then inserts the `files` row.
// An instance killed in between (crash, SIGKILL, out of memory) leaves objects nobody references: they cost
// storage and stay public forever. Every MEDIA_ORPHAN_SWEEP_MS (default hourly; 0: never) each instance lists
// the bucket under S3_ROOT_PATH and deletes the objects older than MEDIA_ORPHAN_MIN_AGE_MS (default one hour)
// whose name no file row's url or rendition url ends with. The age keeps uploads in progress safe (their row
// comes seconds after their objects); sweeps of several instances overlap harmlessly (a delete is idempotent).
// Media on local disk are not swept: a crash there leaves only the temp file, removed at the next start.
import type { Core } from '@strapi/strapi';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { envMilliseconds } from './env';

const HOUR_MS = 60 * 60 * 1000;

interface UploadProviderOptions {
  rootPath?: string;
  s3Options?: S3ClientConfig & { params?: { Bucket?: string } };
}

interface FileRow {
  url: string | null;
  formats: Record<string, { url?: string }> | string | null;
}

/** The last path segment of a URL or key: `<hash><ext>`, unique per object (Strapi adds a random suffix). */
export const objectName = (urlOrKey: string) => urlOrKey.split('?')[0].split('/').pop() ?? '';

/** Every object name a file row references: its url and each rendition's. */
export function referencedNames(rows: FileRow[]): Set<string> {
  const names = new Set<string>();
  for (const row of rows) {
    if (row.url) names.add(objectName(row.url));
    const formats = typeof row.formats === 'string' ? (JSON.parse(row.formats) as Record<string, { url?: string }>) : row.formats;
    for (const format of Object.values(formats ?? {})) if (format?.url) names.add(objectName(format.url));
  }
  return names;
}

/** Keys to delete: older than `minAgeMs` and referenced by no row. */
export function orphanKeys(
  objects: { Key?: string; LastModified?: Date }[],
  referenced: Set<string>,
  now: number,
  minAgeMs: number,
): string[] {
  return objects
    .filter((object) => object.Key && object.LastModified && now - object.LastModified.getTime() >= minAgeMs)
    .filter((object) => !referenced.has(objectName(object.Key as string)))
    .map((object) => object.Key as string);
}

function bucketOf(strapi: Core.Strapi) {
  const provider = strapi.config.get('plugin::upload.provider') as string | undefined;
  const options = strapi.config.get('plugin::upload.providerOptions') as UploadProviderOptions | undefined;
  const bucket = options?.s3Options?.params?.Bucket;
  if (provider !== 'aws-s3' || !bucket || !options?.s3Options) return null;
  const { params: _params, ...clientOptions } = options.s3Options;
  const prefix = options.rootPath ? `${options.rootPath.replace(/\/+$/, '')}/` : undefined;
  return { bucket, prefix, clientOptions };
}

/** One sweep: returns the keys deleted. */
export async function sweepOrphanMedia(
  strapi: Core.Strapi,
  minAgeMs = envMilliseconds('MEDIA_ORPHAN_MIN_AGE_MS', HOUR_MS),
): Promise<string[]> {
  const target = bucketOf(strapi);
  if (!target) return [];
  const { bucket, prefix, clientOptions } = target;
  const client = new S3Client(clientOptions);
  try {
    const objects: { Key?: string; LastModified?: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      objects.push(...(page.Contents ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // Rows read after the listing: an object listed then referenced by a row committed meanwhile is kept.
    const rows = (await strapi.db.connection('files').select('url', 'formats')) as FileRow[];
    const orphans = orphanKeys(objects, referencedNames(rows), Date.now(), minAgeMs);
    for (let i = 0; i < orphans.length; i += 1000) {
      const batch = orphans.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
    }
    if (orphans.length) strapi.log.info(`[orphan-media] deleted ${orphans.length} bucket object(s) no file refers to`);
    return orphans;
  } finally {
    client.destroy();
  }
}

/** Starts the periodic sweep when media are in a bucket. */
export function scheduleOrphanMediaSweep(strapi: Core.Strapi) {
  const interval = envMilliseconds('MEDIA_ORPHAN_SWEEP_MS', HOUR_MS);
  if (interval === 0 || !bucketOf(strapi)) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphanMedia(strapi)
      .catch((error: Error) => strapi.log.warn(`[orphan-media] sweep failed: ${error.message}`))
      .finally(() => (running = false));
  }, interval);
  timer.unref();
}
