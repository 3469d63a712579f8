// Upload quotas per person over a sliding 24 hours: without them one account could fill the disk or the
// bucket (every file is kept, and each image also gets its resized copies). Members get what a profile and
// two full company galleries need; organisers and admins, who fill the event galleries, ten times more.
// Counted in Strapi's core store (a database table every instance shares, kept across restarts), under a
// lock per person (across instances on PostgreSQL). A refused or failed upload gives its share back.
import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { lockedAcrossInstances } from './lock';

/** A file over the upload size limit, in French (the body parser's own answer is 'FileTooBig'). */
export const tooLargeMessage = (sizeLimit: number) =>
  `Image trop volumineuse : ${Math.floor(sizeLimit / (1024 * 1024))} Mo au maximum par fichier.`;

export interface UploadQuota {
  files: number;
  bytes: number;
}

const MB = 1024 * 1024;
export const MEMBER_UPLOAD_QUOTA: UploadQuota = { files: 100, bytes: 250 * MB };
export const ADMIN_UPLOAD_QUOTA: UploadQuota = { files: 1000, bytes: 2500 * MB };
const WINDOW_MS = 24 * 60 * 60 * 1000;

/** What one person sent in the window: [time, bytes, reservation] per file. */
type Sent = [number, number, string][];

const quotaMessage = (quota: UploadQuota) =>
  `Limite d’envoi atteinte : ${quota.files} images ou ${Math.round(quota.bytes / MB)} Mo en 24 heures. Réessaie demain.`;

const storeOf = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'upload-quota' });

async function readSent(strapi: Core.Strapi, key: string, now: number): Promise<Sent> {
  const value = (await storeOf(strapi).get({ key })) as Sent | null;
  return (Array.isArray(value) ? value : []).filter(([at]) => typeof at === 'number' && at > now - WINDOW_MS);
}

/**
 * Reserves `sizes` (one entry per file, in bytes) in `who`'s quota, or throws a French RateLimitError (429).
 * Returns a function that gives the reservation back (call it when the upload fails).
 */
export async function reserveUploadQuota(
  strapi: Core.Strapi,
  who: string,
  sizes: number[],
  quota: UploadQuota,
): Promise<() => Promise<void>> {
  const lockKey = `upload-quota:${who}`;
  const stamp = Date.now();
  const reservation = randomUUID();
  const mine: Sent = sizes.map((size) => [stamp, Math.max(0, Number(size) || 0), reservation]);
  await lockedAcrossInstances(strapi, lockKey, async () => {
    const sent = await readSent(strapi, who, stamp);
    const bytes = [...sent, ...mine].reduce((sum, [, size]) => sum + size, 0);
    if (sent.length + mine.length > quota.files || bytes > quota.bytes) {
      throw new errors.RateLimitError(quotaMessage(quota));
    }
    await storeOf(strapi).set({ key: who, value: [...sent, ...mine] });
  });
  return async () => {
    await lockedAcrossInstances(strapi, lockKey, async () => {
      const sent = await readSent(strapi, who, Date.now());
      await storeOf(strapi).set({ key: who, value: sent.filter(([, , id]) => id !== reservation) });
    });
  };
}
