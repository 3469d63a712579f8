// A member's choice of event mails (the member's private EventReminders: only they receive or change it).
import type { Core } from '@strapi/strapi';
import { isUnsubscribeToken, unsubscribeSecret } from '../../../utils/unsubscribe-token';

const MEMBER = 'api::member.member';

export type ReminderPreference = {
  get(userId: number): Promise<boolean | null>;
  set(userId: number, on: boolean): Promise<boolean | null>;
  /** One click from a mail: reminders off for `memberId` if the token is that member's; false otherwise. */
  unsubscribe(memberId: unknown, token: unknown): Promise<boolean>;
};

export default ({ strapi }: { strapi: Core.Strapi }): ReminderPreference => {
  const memberOf = (userId: number) =>
    strapi.db.query(MEMBER).findOne({ where: { user: { id: userId } }, select: ['id', 'EventReminders'] }) as Promise<{
      id: number;
      EventReminders: boolean | null;
    } | null>;

  return {
    async get(userId) {
      const member = await memberOf(userId);
      return member ? member.EventReminders !== false : null;
    },
    async set(userId, on) {
      const member = await memberOf(userId);
      if (!member) return null;
      await strapi.db.query(MEMBER).update({ where: { id: member.id }, data: { EventReminders: on } });
      return on;
    },
    async unsubscribe(memberId, token) {
      const id = Number(memberId);
      if (!Number.isSafeInteger(id) || id <= 0 || !isUnsubscribeToken(unsubscribeSecret(strapi), id, token)) return false;
      const found = await strapi.db.query(MEMBER).count({ where: { id } });
      if (found === 0) return false;
      await strapi.db.query(MEMBER).update({ where: { id }, data: { EventReminders: false } });
      return true;
    },
  };
};
