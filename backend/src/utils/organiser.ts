// The app's 'Organisateur' (issue 28): a users-permissions role of its own, granted to an account in the
// back-office (Utilisateurs → the account → Rôle). It holds every member's permission plus the door's. The
// back-office's admin role of the same name (backoffice/roles.ts) is another thing: back-office users.
import type { Core } from '@strapi/strapi';
import { ORGANISER_ROLE_TYPE } from '@club/contract';

const ROLE = 'plugin::users-permissions.role';

export const APP_ORGANISER_ROLE = {
  name: 'Organisateur',
  type: ORGANISER_ROLE_TYPE,
  description: 'Membre qui accueille les participants aux événements (check-in, présences)',
};

/** Creates the role when missing (before the permissions are applied). */
export async function ensureAppOrganiserRole(strapi: Core.Strapi): Promise<void> {
  const existing = await strapi.db.query(ROLE).findOne({ where: { type: ORGANISER_ROLE_TYPE } });
  if (!existing) await strapi.db.query(ROLE).create({ data: APP_ORGANISER_ROLE });
}

type UserWithRole = { id?: number; role?: { type?: string } | null } | null | undefined;

/**
 * Whether an authenticated user (ctx.state.user: users-permissions reads it with its role on every request)
 * is an organiser. The one test the server makes; the app's own copy only decides what to show.
 */
export const isOrganiser = (user: UserWithRole): boolean => user?.role?.type === ORGANISER_ROLE_TYPE;
