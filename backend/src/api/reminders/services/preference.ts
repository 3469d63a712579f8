// A member's choice of event mails: EventReminders (the day-before reminder and the sign-up confirmation) and
// EventChanges (an event they signed up for moved: date, time or place). Both private: only the member
// receives or changes them.
import type { Core } from '@strapi/strapi';
import { isUnsubscribeToken, unsubscribeSecret, type MailKind } from '../../../utils/unsubscribe-token';

const MEMBER = 'api::member.member';

export type MailPreferences = { eventReminders: boolean; eventChanges: boolean };

export type ReminderPreference = {
  get(userId: number): Promise<MailPreferences | null>;
  set(userId: number, change: Partial<MailPreferences>): Promise<MailPreferences | null>;
  /** One click from a mail: that kind of mail off for `memberId` if the token is that member's; false otherwise. */
  unsubscribe(memberId: unknown, token: unknown, kind: MailKind): Promise<boolean>;
};

type Row = { id: number; EventReminders: boolean | null; EventChanges: boolean | null };
const FIELD: Record<MailKind, 'EventReminders' | 'EventChanges'> = { reminders: 'EventReminders', changes: 'EventChanges' };

// Unset (a member from before the field existed) means on: the schema's default.
const preferencesOf = (row: Row): MailPreferences => ({
  eventReminders: row.EventReminders !== false,
  eventChanges: row.EventChanges !== false,
});

export default ({ strapi }: { strapi: Core.Strapi }): ReminderPreference => {
  const memberOf = (userId: number) =>
    strapi.db.query(MEMBER).findOne({
      where: { user: { id: userId } },
      select: ['id', 'EventReminders', 'EventChanges'],
    }) as Promise<Row | null>;

  return {
    async get(userId) {
      const member = await memberOf(userId);
      return member ? preferencesOf(member) : null;
    },
    async set(userId, change) {
      const member = await memberOf(userId);
      if (!member) return null;
      const data = {
        ...(change.eventReminders !== undefined && { EventReminders: change.eventReminders }),
        ...(change.eventChanges !== undefined && { EventChanges: change.eventChanges }),
      };
      await strapi.db.query(MEMBER).update({ where: { id: member.id }, data });
      return preferencesOf({ ...member, ...data });
    },
    async unsubscribe(memberId, token, kind) {
      const id = Number(memberId);
      if (!Number.isSafeInteger(id) || id <= 0 || !isUnsubscribeToken(unsubscribeSecret(strapi), id, token, kind)) return false;
      const found = await strapi.db.query(MEMBER).count({ where: { id } });
      if (found === 0) return false;
      await strapi.db.query(MEMBER).update({ where: { id }, data: { [FIELD[kind]]: false } });
      return true;
    },
  };
};
