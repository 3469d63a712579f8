/** The demo member account (users-permissions) and the back-office super admin. */
import type { Core } from '@strapi/strapi';
import { ORGANISER_ROLE_TYPE } from '@club/contract';
import { DEMO_EMAIL } from './members';

export const DEMO_USERNAME = 'Sophie Lambert';
export const ADMIN_EMAIL = 'admin@club-entrepreneurs.be';
const DEFAULT_MEMBER_PASSWORD = 'Demo12345!';
const DEFAULT_ADMIN_PASSWORD = 'Admin1234!';
const DEFAULT_ORGANISER_PASSWORD = 'Orga12345!';
export const ORGANISER_EMAIL = 'organisateur@club-entrepreneurs.be';
/** The demo organiser of the app (users-permissions role 'Organisateur': the door, issue 28). */
export const APP_ORGANISER_EMAIL = 'accueil@club-entrepreneurs.be';
const DEFAULT_APP_ORGANISER_PASSWORD = 'Accueil12345!';

/** The demo organiser of the back-office (role 'Organisateur'). */
export function demoOrganiser() {
  return {
    email: ORGANISER_EMAIL,
    password: process.env.DEMO_ORGANISER_PASSWORD || DEFAULT_ORGANISER_PASSWORD,
    firstname: 'Claire',
    lastname: 'Organisatrice',
  };
}
const USER_UID = 'plugin::users-permissions.user';

export function demoPasswords() {
  return {
    member: process.env.DEMO_MEMBER_PASSWORD || DEFAULT_MEMBER_PASSWORD,
    admin: process.env.DEMO_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
  };
}

/**
 * In production, warns when the demo accounts still accept the public default passwords
 * (checked against the stored hashes, so it keeps warning on every start until they are changed).
 */
export async function warnAboutDefaultPasswords(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  const weak: string[] = [];
  const user = await strapi.db.query(USER_UID).findOne({ where: { email: DEMO_EMAIL }, select: ['password'] });
  if (
    user?.password &&
    (await strapi.plugin('users-permissions').service('user').validatePassword(DEFAULT_MEMBER_PASSWORD, user.password))
  ) {
    weak.push(`${DEMO_EMAIL} / ${DEFAULT_MEMBER_PASSWORD} (DEMO_MEMBER_PASSWORD)`);
  }
  const admin = await strapi.db.query('admin::user').findOne({ where: { email: ADMIN_EMAIL }, select: ['password'] });
  if (admin?.password && (await strapi.service('admin::auth').validatePassword(DEFAULT_ADMIN_PASSWORD, admin.password))) {
    weak.push(`${ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD} (DEMO_ADMIN_PASSWORD)`);
  }
  const door = await strapi.db.query(USER_UID).findOne({ where: { email: APP_ORGANISER_EMAIL }, select: ['password'] });
  if (
    door?.password &&
    (await strapi.plugin('users-permissions').service('user').validatePassword(DEFAULT_APP_ORGANISER_PASSWORD, door.password))
  ) {
    weak.push(`${APP_ORGANISER_EMAIL} / ${DEFAULT_APP_ORGANISER_PASSWORD} (DEMO_APP_ORGANISER_PASSWORD)`);
  }
  const organiser = await strapi.db.query('admin::user').findOne({ where: { email: ORGANISER_EMAIL }, select: ['password'] });
  if (organiser?.password && (await strapi.service('admin::auth').validatePassword(DEFAULT_ORGANISER_PASSWORD, organiser.password))) {
    weak.push(`${ORGANISER_EMAIL} / ${DEFAULT_ORGANISER_PASSWORD} (DEMO_ORGANISER_PASSWORD)`);
  }
  if (weak.length > 0) {
    strapi.log.warn(
      `\n⚠️  PRODUCTION WARNING: demo accounts still use their PUBLIC default passwords: ${weak.join('; ')}. ` +
        'Change these passwords (or set the variables before the first seed), or delete the accounts, before exposing the server.\n',
    );
  }
}

/** Creates the demo user linked to the member `memberDocumentId` (replacing an older one with the same e-mail). */
export async function createDemoUser(strapi: Core.Strapi, memberDocumentId: string): Promise<void> {
  await deleteDemoUser(strapi);
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  await strapi.documents(USER_UID).create({
    data: {
      username: DEMO_USERNAME,
      email: DEMO_EMAIL,
      password: demoPasswords().member,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role?.documentId,
      member: memberDocumentId,
    },
  });
}

export async function deleteDemoUser(strapi: Core.Strapi): Promise<void> {
  const users = await strapi.db
    .query(USER_UID)
    .findMany({ where: { $or: [{ email: DEMO_EMAIL }, { username: DEMO_USERNAME }] }, select: ['documentId'] });
  for (const user of users) await strapi.documents(USER_UID).delete({ documentId: user.documentId });
}

/** Creates the super admin of the back-office unless an admin with that e-mail already exists. */
export async function ensureAdmin(strapi: Core.Strapi): Promise<void> {
  const userService = strapi.service('admin::user');
  if (await userService.exists({ email: ADMIN_EMAIL })) return;
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) {
    strapi.log.warn('[seed] super admin role not found: back-office account not created');
    return;
  }
  await userService.create({
    email: ADMIN_EMAIL,
    firstname: 'Admin',
    lastname: 'Club',
    password: demoPasswords().admin,
    isActive: true,
    registrationToken: null,
    roles: [superAdminRole.id],
  });
}

export async function createAccounts(strapi: Core.Strapi, demoMemberDocumentId: string): Promise<void> {
  await createDemoUser(strapi, demoMemberDocumentId);
  await ensureAdmin(strapi);
}

/**
 * The demo app organiser (role 'Organisateur' of users-permissions): an account linked to a demo member who has
 * none, created on start when missing (a fresh demo and an older demo database alike).
 */
export async function ensureAppOrganiserUser(strapi: Core.Strapi): Promise<void> {
  if (await strapi.db.query(USER_UID).findOne({ where: { email: APP_ORGANISER_EMAIL }, select: ['id'] })) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: ORGANISER_ROLE_TYPE } });
  const member = await strapi.db
    .query('api::member.member')
    .findOne({ where: { user: { id: { $null: true } }, Email: { $ne: DEMO_EMAIL } }, orderBy: { id: 'asc' }, select: ['documentId'] });
  if (!role || !member) return;
  await strapi.documents(USER_UID).create({
    data: {
      username: 'accueil',
      email: APP_ORGANISER_EMAIL,
      password: process.env.DEMO_APP_ORGANISER_PASSWORD || DEFAULT_APP_ORGANISER_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.documentId,
      member: member.documentId,
    },
  });
}
