// Reset codes last one hour. users-permissions keeps a reset code (`resetPasswordToken`) on the user until it
// is used, with no date: a code from a mail read months later, or leaked from an old mailbox, still set a new
// password. Each user now has `resetPasswordSentAt` (private), stamped whenever a code is stored, whatever the
// path (a database lifecycle); POST /auth/reset-password refuses a code older than RESET_CODE_LIFETIME_MS, or
// one with no date (stored before this rule: its age is unknown).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { USER_UID } from './token-revocation';

export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export const RESET_CODE_EXPIRED =
  'Ce lien de réinitialisation a expiré (il est valable une heure). Demande un nouveau lien avec « Mot de passe oublié ? ».';

/** Stamps `resetPasswordSentAt` each time a reset code is stored on a user. */
export function stampResetCodes(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeUpdate(event) {
      const data = event.params?.data as Record<string, unknown> | undefined;
      if (!data || !('resetPasswordToken' in data)) return;
      data.resetPasswordSentAt = typeof data.resetPasswordToken === 'string' && data.resetPasswordToken ? new Date() : null;
    },
  });
}

/** Throws a French 400 when `code` belongs to a user and is older than an hour (an unknown code: the plugin refuses it). */
export async function refuseExpiredResetCode(strapi: Core.Strapi, code: unknown, now = Date.now()) {
  if (typeof code !== 'string' || code === '') return;
  const user = await strapi.db.query(USER_UID).findOne({ where: { resetPasswordToken: code }, select: ['id', 'resetPasswordSentAt'] });
  if (!user) return;
  const sentAt = user.resetPasswordSentAt ? new Date(user.resetPasswordSentAt).getTime() : 0;
  if (now - sentAt > RESET_CODE_LIFETIME_MS) throw new errors.ValidationError(RESET_CODE_EXPIRED, { field: 'code' });
}
