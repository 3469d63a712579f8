// The 'Organisateur' admin role (what organisers need: events, photos, taxonomies, perks; reading members
// and companies; no settings, no plugins, no admin users), its exact permissions re-applied on every start,
// Strapi's default 'Editor' and 'Author' roles held to the same rules, and the back-office users' language
// (French unless they chose another one in their profile).
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_ROLES, ORGANISER_ROLE } from '../utils/admin-roles';
import { SERVER_KEPT_EVENT_FIELDS } from '../api/event/hooks/server-kept-fields';

/** Created, read, updated and deleted by organisers. */
const MANAGED: UID.ContentType[] = [
  'api::event.event', // its programme (a component) and its photos are edited inside it
  'api::event-photo.event-photo',
  'api::sector.sector',
  'api::skill.skill',
  'api::service.service',
  'api::perk.perk',
];
/**
 * Read only: members and companies are the members' own (their profile in the app); members sign up to
 * events from the app (each event's form shows who, in its 'Inscrits' panel). The old 'event-plan' records
 * are not offered at all: the programme lives in the event (src/migrations/legacy-events.ts).
 */
const READ_ONLY: UID.ContentType[] = [
  'api::member.member',
  'api::company.company',
  'api::event-attendee.event-attendee',
  // The log of 'Écrire aux participants' (written by the server when an organiser sends).
  'api::event-message.event-message',
];

/**
 * Relations only members write, from the app (their sectors and skills, their sign-ups, what they created),
 * and the seat counts the server keeps (src/api/event/services/seats.ts): organisers see them, never change them.
 */
const MEMBER_WRITTEN: Partial<Record<UID.ContentType, string[]>> = {
  'api::event.event': ['event_attendee', ...SERVER_KEPT_EVENT_FIELDS],
  'api::sector.sector': ['members', 'creator'],
  'api::skill.skill': ['members', 'creator'],
  'api::service.service': ['creator'],
};

/**
 * Never shown to organisers: a member's contact details and privacy settings, and the account behind it
 * (e-mail, blocked, provider). 'nobody' means nobody, and the back-office cannot honour a per-member choice
 * field by field; an event's 'Inscrits' panel gives organisers the contact of its attendees where the
 * member allows signed-in members to see it (src/backoffice/admin-routes.ts).
 */
const NOT_SHOWN: Partial<Record<UID.ContentType, string[]>> = {
  'api::member.member': [
    'Email',
    'Phone',
    'PhoneVisibility',
    'EmailVisibility',
    'HiddenFromDirectory',
    'EventReminders',
    'EventChanges',
    'user',
  ],
};

/** The members organisers may read: those listed in the directory (hidden ones are their owners' alone). */
export const LISTED_MEMBER_CONDITION = {
  displayName: 'Membre visible dans l’annuaire',
  name: 'listed-member',
  handler: () => ({ $or: [{ HiddenFromDirectory: false }, { HiddenFromDirectory: { $eq: null } }] }),
};
const LISTED_MEMBER = `api::${LISTED_MEMBER_CONDITION.name}`;

/**
 * Media library: browse, upload, download, copy a link; change or replace (`POST /upload?id=`) or delete
 * only the files the organiser uploaded: members' photos and logos are theirs.
 */
const MEDIA: AdminPermission[] = [
  { action: 'plugin::upload.read' },
  { action: 'plugin::upload.configure-view' },
  { action: 'plugin::upload.assets.create' },
  { action: 'plugin::upload.assets.update', conditions: ['admin::is-creator'] },
  { action: 'plugin::upload.assets.download' },
  { action: 'plugin::upload.assets.copy-link' },
];

export interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
  conditions?: string[];
}

interface ContentTypeService {
  getNestedFields(model: unknown, options: { components: unknown }): string[];
}
interface ConditionProvider {
  has(id: string): boolean;
  register(condition: typeof LISTED_MEMBER_CONDITION): Promise<unknown>;
}
interface PermissionService {
  conditionProvider: ConditionProvider;
}
interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(params: typeof ORGANISER_ROLE): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: AdminPermission[]): Promise<unknown>;
  update(params: { id: number }, attributes: { description: string }): Promise<unknown>;
  hooks: { willResetSuperAdminPermissions: { register(handler: (permissions: AdminPermission[]) => AdminPermission[]): void } };
}
interface AdminUserService {
  exists(params: { email: string }): Promise<boolean>;
  create(params: Record<string, unknown>): Promise<unknown>;
}

const roles = (strapi: Core.Strapi) => strapi.service('admin::role') as unknown as RoleService;

export function organiserPermissions(strapi: Core.Strapi): AdminPermission[] {
  const contentTypes = strapi.service('admin::content-type') as unknown as ContentTypeService;
  // Every field, as the admin's role editor lists them (a permission without fields shows no field).
  const allFields = (uid: UID.ContentType) => contentTypes.getNestedFields(strapi.contentTypes[uid], { components: strapi.components });
  const without = (fields: string[], left: string[] = []) =>
    fields.filter((field) => !left.some((name) => field === name || field.startsWith(`${name}.`)));
  const readable = (uid: UID.ContentType) => without(allFields(uid), NOT_SHOWN[uid]);
  const writable = (uid: UID.ContentType) => without(readable(uid), MEMBER_WRITTEN[uid]);
  const permissions: AdminPermission[] = [];
  for (const uid of MANAGED) {
    permissions.push({ action: 'plugin::content-manager.explorer.read', subject: uid, properties: { fields: readable(uid) } });
    for (const verb of ['create', 'update']) {
      permissions.push({ action: `plugin::content-manager.explorer.${verb}`, subject: uid, properties: { fields: writable(uid) } });
    }
    permissions.push({ action: 'plugin::content-manager.explorer.delete', subject: uid, properties: {} });
  }
  for (const uid of READ_ONLY) {
    permissions.push({
      action: 'plugin::content-manager.explorer.read',
      subject: uid,
      properties: { fields: readable(uid) },
      ...(uid === 'api::member.member' && { conditions: [LISTED_MEMBER] }),
    });
  }
  for (const permission of MEDIA) permissions.push({ subject: null, properties: {}, ...permission });
  return permissions;
}

/** Creates the role if missing and sets its permissions exactly (what was added in the admin is removed). */
export async function ensureOrganiserRole(strapi: Core.Strapi): Promise<number> {
  const { conditionProvider } = strapi.service('admin::permission') as unknown as PermissionService;
  if (!conditionProvider.has(LISTED_MEMBER)) await conditionProvider.register(LISTED_MEMBER_CONDITION);
  const role = (await roles(strapi).findOne({ code: ORGANISER_ROLE.code })) ?? (await roles(strapi).create(ORGANISER_ROLE));
  await roles(strapi).assignPermissions(role.id, organiserPermissions(strapi));
  return role.id;
}

const IS_CREATOR = 'admin::is-creator';

/** The Organisateur's permissions, each record-level one limited to the records the user created. */
export function authorPermissions(strapi: Core.Strapi): AdminPermission[] {
  const ownOnly = (permission: AdminPermission) =>
    permission.action.startsWith('plugin::content-manager.explorer.') ||
    ['plugin::upload.read', 'plugin::upload.assets.update'].includes(permission.action);
  // Replaces the member condition too: conditions of one permission are alternatives (either passes).
  return organiserPermissions(strapi).map((permission) => (ownOnly(permission) ? { ...permission, conditions: [IS_CREATOR] } : permission));
}

/** After ensureOrganiserRole (the Editor's member permission uses its 'listed-member' condition). */
export async function applyClubRulesToDefaultRoles(strapi: Core.Strapi) {
  for (const [{ code, description }, permissions] of [
    [DEFAULT_ROLES.editor, organiserPermissions(strapi)],
    [DEFAULT_ROLES.author, authorPermissions(strapi)],
  ] as const) {
    const role = await roles(strapi).findOne({ code });
    if (!role) continue;
    await roles(strapi).update({ id: role.id }, { description });
    await roles(strapi).assignPermissions(role.id, permissions);
  }
}

/** The super admin gets every permission back at each start: not the Marketplace (its link in the menu). */
export function hideMarketplace(strapi: Core.Strapi) {
  roles(strapi).hooks.willResetSuperAdminPermissions.register((permissions) =>
    permissions.filter((permission) => permission.action !== 'admin::marketplace.read'),
  );
}

/** An admin user with the organiser role, created once (its password is never reset afterwards). */
export async function ensureOrganiserUser(
  strapi: Core.Strapi,
  roleId: number,
  user: { email: string; password: string; firstname: string; lastname: string },
) {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: user.email })) return;
  // registrationToken null + isActive: an account that can log in now (no invitation link to follow first).
  await users.create({ ...user, isActive: true, registrationToken: null, roles: [roleId], preferedLanguage: 'fr' });
}

/**
 * Every back-office user without a language of their own gets French: the admin applies it right after
 * login. A user who picks another language in their profile keeps it (only empty values are filled).
 */
export async function defaultAdminLanguage(strapi: Core.Strapi, locale = 'fr') {
  await strapi.db
    .query('admin::user')
    .updateMany({ where: { $or: [{ preferedLanguage: null }, { preferedLanguage: '' }] }, data: { preferedLanguage: locale } });
  // Users invited later (Settings > Users sends no language) get it at creation.
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      if (!data.preferedLanguage) data.preferedLanguage = locale;
    },
  });
}
