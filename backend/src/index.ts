import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { seedDemoData } from './seed';
import type { Seats } from './api/event/services/seats';
import type { Reminders } from './api/event/services/reminders';
import type { PushSubscriptions } from './api/push/services/subscriptions';
import type { DirectoryTracking } from './api/directory/services/tracking';
import { applyContentManagerViews } from './backoffice/content-manager';
import {
  applyClubRulesToDefaultRoles,
  defaultAdminLanguage,
  ensureOrganiserRole,
  ensureOrganiserUser,
  hideMarketplace,
} from './backoffice/roles';
import { registerAdminRoutes } from './backoffice/admin-routes';
import { migrateLegacyEvents } from './migrations/legacy-events';
import { keepPublicContactsOfExistingMembers } from './migrations/public-contacts';
import { demoOrganiser, ensureAppOrganiserUser } from './seed/accounts';
import { ensureAppOrganiserRole } from './utils/organiser';
import type { CheckIns } from './api/door/services/check-ins';
import { syncAttendeeTitles } from './api/event-attendee/hooks/titles';
import { registerEventHooks } from './api/event/hooks';
import { registerMemberHooks } from './api/member/hooks';
import { registerEventAttendeeHooks } from './api/event-attendee/hooks';
import { acceptExistingTags } from './migrations/accepted-tags';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown';
import { configureKeepAlive } from './lifecycle/keep-alive';
import { startEventLoopWatchdog } from './lifecycle/event-loop-watchdog';
import { acquireStartupLock, releaseStartupLock } from './lifecycle/startup-lock';
import { scheduleOrphanMediaSweep } from './lifecycle/orphan-media';
import { surviveDatabaseLoss } from './middlewares/database-unavailable';
import type { PersonalData } from './api/account/services/personal-data';
import { appUrl as appUrlOf, clubEmail as clubEmailOf, clubName as clubNameOf } from './utils/club-identity';

// 'event-plan' has no route: the programme is part of the event (src/migrations/legacy-events.ts).
const READS = ['member', 'company', 'sector', 'skill', 'service', 'perk', 'event', 'event-attendee'];

// Reading is public; logging in, registering and recovering a password too (for both roles, so a client
// that still sends an old token is not refused).
const SHARED = [
  ...READS.flatMap((t) => [`api::${t}.${t}.find`, `api::${t}.${t}.findOne`]),
  'api::event-photo.event-photo.find',
  'api::event-photo.event-photo.photos',
  'api::directory.directory.page',
  'api::directory.directory.changes',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
];

/**
 * The exact permission matrix, re-applied on every start: anything not listed is removed. Ownership
 * (own member, own companies, own files) is enforced by route policies and controllers, not here.
 * Never granted: users-permissions user.find/findOne/create/update/destroy (PUT /api/users/:id passes the
 * body through, role included), and any write on events, plans, attendees and photos (admin panel only).
 */
const AUTHENTICATED = [
  ...SHARED,
  'api::member.member.update',
  'api::company.company.create',
  'api::company.company.update',
  'api::sector.sector.create',
  'api::skill.skill.create',
  'api::service.service.create',
  'api::event.event.signUp',
  'api::event.event.leave',
  'api::event.event.seat',
  'api::reminders.reminders.preference',
  'api::reminders.reminders.setPreference',
  'api::push.push.subscribe',
  'api::push.push.status',
  'api::push.push.setChoices',
  'api::push.push.unsubscribe',
  'api::push.push.test',
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.updateMe',
  'plugin::users-permissions.auth.changePassword',
  'api::account.account.exportData',
  'api::account.account.deleteAccount',
  'api::account.account.rotateShareKey',
];

/** The door (issue 28): the app's 'Organisateur' role only (utils/organiser.ts; the routes add global::is-organiser). */
const DOOR = ['api::door.door.list', 'api::door.door.attendance', 'api::door.door.checkIn', 'api::door.door.undo'];

export const PERMISSIONS: Record<'public' | 'authenticated' | 'organiser', string[]> = {
  public: SHARED,
  authenticated: AUTHENTICATED,
  organiser: [...AUTHENTICATED, ...DOOR],
};

async function applyPermissions(strapi: Core.Strapi) {
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, wanted] of Object.entries(PERMISSIONS)) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const existing = await permissionQuery.findMany({ where: { role: { id: role.id } }, select: ['id', 'action'] });
    const have = new Set(existing.map((p) => p.action));
    const stale = existing.filter((p) => !wanted.includes(p.action)).map((p) => p.id);
    if (stale.length) await permissionQuery.deleteMany({ where: { id: { $in: stale } } });
    for (const action of wanted.filter((a) => !have.has(a))) {
      await permissionQuery.create({ data: { action, role: role.id } });
    }
  }
}

/** French reset-password mail from the club's address, linking to the app's /change-password/<code>. */
async function applyEmailSettings(strapi: Core.Strapi) {
  const [clubEmail, clubName, appUrl] = [clubEmailOf(), clubNameOf(), appUrlOf()];
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });

  const email = ((await store.get({ key: 'email' })) as Record<string, unknown> | null) ?? {};
  email.reset_password = {
    display: 'Email.template.reset_password',
    icon: 'sync',
    options: {
      from: { name: clubName, email: clubEmail },
      response_email: clubEmail,
      object: `${clubName} – réinitialisation de ton mot de passe`,
      // The plugin fills URL with advanced.email_reset_password and TOKEN with the code; its default
      // template writes "<%= URL %>?code=<%= TOKEN %>", the app's route wants the path form.
      message: `<p>Bonjour,</p>

<p>Tu as demandé à changer le mot de passe de ton compte ${clubName}.</p>

<p>Pour choisir un nouveau mot de passe, ouvre ce lien :</p>
<p><a href="<%= URL %>/<%= TOKEN %>"><%= URL %>/<%= TOKEN %></a></p>

<p>Si tu n'es pas à l'origine de cette demande, ignore simplement ce message : ton mot de passe reste inchangé.</p>

<p>À bientôt,<br>${clubName}</p>`,
    },
  };
  await store.set({ key: 'email', value: email });

  const advanced = ((await store.get({ key: 'advanced' })) as Record<string, unknown> | null) ?? {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: false,
      default_role: 'authenticated',
      email_reset_password: `${appUrl}/change-password`,
    },
  });
}

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // On PostgreSQL, instances starting together take turns for the schema sync and bootstrap's writes
    // (src/lifecycle/startup-lock.ts); released at the end of bootstrap().
    await acquireStartupLock(strapi);
    // A database restart must not crash the instance through a query nobody awaited.
    surviveDatabaseLoss(strapi);
    // SIGTERM: finish the requests in flight, then stop (see src/lifecycle/graceful-shutdown.ts).
    installGracefulShutdown(strapi);
    // Idle connections outlive the clients' and proxies' (src/lifecycle/keep-alive.ts).
    configureKeepAlive(strapi.server.httpServer as Server);
    // The back-office (src/backoffice/): the events list's attendee count, and no Marketplace link.
    registerAdminRoutes(strapi);
    hideMarketplace(strapi);
    // What saving an event, a member or an 'Inscriptions' entry sets off: each type's hooks/index.ts.
    registerEventHooks(strapi);
    registerMemberHooks(strapi);
    registerEventAttendeeHooks(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await bootstrapShared(strapi);
    } finally {
      await releaseStartupLock();
    }
    // Bucket objects no file row points to (an upload cut by a crash) are removed (src/lifecycle/orphan-media.ts).
    scheduleOrphanMediaSweep(strapi);
    // /api/health reports the event loop's delay and answers 503 when it is stuck (the boot's own work,
    // loading and seeding, is not counted).
    startEventLoopWatchdog();
  },

  // A command that loads Strapi without bootstrapping it (`strapi ts:generate-types`) still took the start-up lock in
  // register(): released here, or its connection would keep the command running forever on PostgreSQL.
  async destroy() {
    await releaseStartupLock();
  },
};

/** The start-up writes every instance repeats: permissions, settings, migrations, back-office. */
async function bootstrapShared(strapi: Core.Strapi) {
  await ensureAppOrganiserRole(strapi);
  await applyPermissions(strapi);
  await applyEmailSettings(strapi);
  // The directory sync's change tracking (src/api/directory/services/tracking.ts): every write from now on
  // stamps the rows it alters; the demo seed is bulk, its rows are stamped once after it.
  const tracking = strapi.service('api::directory.tracking') as unknown as DirectoryTracking;
  await tracking.prepareTables();
  tracking.subscribe();
  // Seats, waitlist and reminders (src/api/event/services/seats.ts, reminders.ts): their tables, and the
  // counts of events written before the counts existed.
  await (strapi.service('api::event.seats') as unknown as Seats).prepareTables();
  await (strapi.service('api::event.reminders') as unknown as Reminders).prepareTables();
  await (strapi.service('api::door.check-ins') as unknown as CheckIns).prepareTables();
  // Web Push: each member's devices (src/api/push/services/subscriptions.ts).
  await (strapi.service('api::push.subscriptions') as unknown as PushSubscriptions).prepareTables();
  // Every table and relation holding members' data is in the list the export and the erasure walk
  // (src/api/account/services/personal-data.ts). A gap is a developer's omission: outside production the
  // server refuses to start (every test run fails); in production it is logged, the club's site stays up.
  const gaps = await (strapi.service('api::account.personal-data') as unknown as PersonalData).gaps();
  if (gaps.length > 0) {
    const message = `personal data missing from src/api/account/services/personal-data.ts: ${gaps.join('; ')}`;
    if (process.env.NODE_ENV === 'production') strapi.log.error(message);
    else throw new Error(message);
  }
  // Members from before privacy by default keep their public contacts (src/migrations/public-contacts.ts).
  await keepPublicContactsOfExistingMembers(strapi);
  if (process.env.SEED_DEMO !== 'false') await tracking.withoutTracking(() => seedDemoData(strapi, { force: false }));
  await tracking.backfill();
  await tracking.tombstonesForHiddenMembers();
  // Events of an older database: their programme moves into the event, and they stay published.
  await migrateLegacyEvents(strapi);
  await (strapi.service('api::event.seats') as unknown as Seats).recountAll();
  // Tags from before moderation are accepted; sign-up entries get their event's name (src/backoffice/).
  await acceptExistingTags(strapi);
  await syncAttendeeTitles(strapi);
  // The back-office: French views from code, the 'Organisateur' role (and the demo organiser), French for
  // every back-office user who did not choose another language.
  await applyContentManagerViews(strapi);
  const organiserRole = await ensureOrganiserRole(strapi);
  // Strapi's default Editor and Author: the Organisateur's rules, no member's contact (src/backoffice/roles.ts).
  await applyClubRulesToDefaultRoles(strapi);
  if (process.env.SEED_DEMO !== 'false') {
    await ensureOrganiserUser(strapi, organiserRole, demoOrganiser());
    await ensureAppOrganiserUser(strapi);
  }
  await defaultAdminLanguage(strapi, 'fr');
}
