/**
 * Demo data of the club: 64 members, 28 companies, taxonomies, 14 events with plans and attendees,
 * the event photo gallery, a demo member account and a back-office admin.
 *
 * Called by the bootstrap on every start (unless SEED_DEMO=false): seeds an empty database only.
 * `force` wipes the demo content (and every uploaded file) and seeds again (scripts/seed.js --force).
 */
import type { Core } from '@strapi/strapi';
import { createAccounts, warnAboutDefaultPasswords } from './accounts';
import { createContent, createTaxonomies, UID } from './content';
import { createImages } from './images';
import { buildPlan } from './plan';
import { wipeDemoData } from './wipe';

export async function seedDemoData(strapi: Core.Strapi, options: { force?: boolean } = {}): Promise<void> {
  const memberCount = await strapi.db.query(UID.member).count({});
  if (memberCount > 0 && !options.force) {
    await warnAboutDefaultPasswords(strapi);
    return;
  }

  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (options.force) {
    strapi.log.info('[seed] --force: removing the demo content…');
    await wipeDemoData(strapi);
    strapi.log.info(`[seed] demo content removed (${elapsed()})`);
  }

  strapi.log.info('[seed] seeding the demo club…');
  const plan = buildPlan();
  // Images (CPU-bound, in sharp's threads) and taxonomies (database) go in parallel.
  const [fileIds, taxonomies] = await Promise.all([createImages(strapi, plan.images), createTaxonomies(strapi)]);
  strapi.log.info(`[seed] ${fileIds.length} images uploaded (${elapsed()})`);

  // One transaction for the ~200 entries: a single commit instead of one per entry.
  const demoMemberId = await strapi.db.transaction(() => createContent(strapi, plan, taxonomies, fileIds));
  strapi.log.info(`[seed] members, companies and events created (${elapsed()})`);
  await createAccounts(strapi, demoMemberId);
  await warnAboutDefaultPasswords(strapi);

  strapi.log.info(
    `[seed] done in ${elapsed()}: ${plan.members.length} members, ${plan.companies.length} companies, ` +
      `${plan.events.length} events, ${plan.eventPhotoImages.length} event photos`,
  );
}
