// The day-before reminders, run by Strapi's cron (config/cron-tasks.ts) every few minutes. An event of
// tomorrow (Brussels) whose reminder time (the organiser's, 10:00 by default) has come is reminded to each
// attendee who did not turn reminders off. Several instances run the same job: each mail is first CLAIMED by
// inserting its row in `event_mail_claims`, whose unique key (kind, event, member, stamp) lets one insert win
// — on SQLite as on PostgreSQL, across instances — and only the winner sends. A send that fails gives its
// claim back, so the next run tries again. A member's phones are claimed apart (kind 'push-reminder'): a device's
// choice is not the mail's. The stamp is the event's date and start time: an event moved to
// another day is reminded again for that day. The same table records who received an organiser's message (kind
// 'message', src/backoffice/event-messages.ts); a member's rows are exported and erased with the account
// (src/api/account/services/personal-data.ts).
import type { Core } from '@strapi/strapi';
import type { Notices } from './notices';
import type { PushNews } from '../../push/services/news';
import type { PushSubscriptions } from '../../push/services/subscriptions';
import { addDays, CLUB_TIME_ZONE, clubToday } from '@club/contract';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';
export const CLAIMS_TABLE = 'event_mail_claims';
export const DEFAULT_REMINDER_TIME = '10:00';

export type Reminders = {
  prepareTables(): Promise<void>;
  /** One run of the job; answers how many mails this run sent. */
  run(now?: Date): Promise<number>;
};

/** 'HH:mm' in Brussels at `now`. */
export function brusselsTime(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

export default ({ strapi }: { strapi: Core.Strapi }): Reminders => {
  const knex = () => strapi.db.connection;
  const notices = () => strapi.service('api::event.notices') as unknown as Notices;
  const pushes = () => strapi.service('api::push.news') as unknown as PushNews;
  const subscriptions = () => strapi.service('api::push.subscriptions') as unknown as PushSubscriptions;

  /** True when this call took the claim (the unique key refused every other). */
  async function claim(row: { kind: string; event_id: number; member_id: number; stamp: string }): Promise<boolean> {
    try {
      await knex()(CLAIMS_TABLE).insert({ ...row, claimed_at: Date.now() });
      return true;
    } catch (error) {
      // The unique key: another run (here or on another instance) has it. Anything else is a real failure.
      const message = String((error as Error).message ?? error);
      if (/unique|duplicate/i.test(message)) return false;
      throw error;
    }
  }

  const giveBack = (row: { kind: string; event_id: number; member_id: number; stamp: string }) => knex()(CLAIMS_TABLE).where(row).delete();

  return {
    async prepareTables() {
      const db = knex();
      if (await db.schema.hasTable(CLAIMS_TABLE)) return;
      await db.schema.createTable(CLAIMS_TABLE, (table) => {
        table.increments('id');
        table.string('kind', 20).notNullable();
        table.integer('event_id').notNullable();
        table.integer('member_id').notNullable();
        table.string('stamp', 40).notNullable();
        table.bigInteger('claimed_at').notNullable();
        table.unique(['kind', 'event_id', 'member_id', 'stamp'], { indexName: `${CLAIMS_TABLE}_once_uq` });
      });
    },

    async run(now = new Date()) {
      const tomorrow = addDays(clubToday(now), 1);
      const time = brusselsTime(now);
      const events = (await strapi.db.query(EVENT).findMany({
        where: { Date: tomorrow, Published: true },
        select: ['id', 'Date', 'StartingTime', 'ReminderTime'],
      })) as Array<{ id: number; Date: string; StartingTime: string | null; ReminderTime: string | null }>;
      let sent = 0;
      for (const row of events) {
        if ((row.ReminderTime ?? DEFAULT_REMINDER_TIME).slice(0, 5) > time) continue;
        const record = await strapi.db
          .query(ATTENDEE)
          .findOne({ where: { event: { id: row.id } }, populate: { members: { select: ['id'] } } });
        const ids = ((record?.members ?? []) as Array<{ id: number }>).map((m) => m.id);
        const recipients = (await notices().recipients(ids)).filter((r) => r.remindersOn);
        // The phones are a choice of their own (a device's 'Rappel la veille'), apart from the mail's.
        const withPhones = [...new Set((await subscriptions().devicesFor(ids, 'reminder')).map((device) => device.memberId))];
        if (recipients.length === 0 && withPhones.length === 0) continue;
        const event = await notices().loadEvent(row.id);
        if (!event) continue;
        const stamp = `${String(row.Date).slice(0, 10)}T${(row.StartingTime ?? '').slice(0, 5)}`;
        for (const to of recipients) {
          const key = { kind: 'reminder', event_id: row.id, member_id: to.memberId, stamp };
          if (!(await claim(key))) continue;
          try {
            await notices().reminder(event, to);
            sent += 1;
          } catch (error) {
            await giveBack(key);
            strapi.log.error(`[reminders] mail to member ${to.memberId} for event ${row.id} failed: ${error}`);
          }
        }
        for (const memberId of withPhones) {
          const key = { kind: 'push-reminder', event_id: row.id, member_id: memberId, stamp };
          if (!(await claim(key))) continue;
          try {
            await pushes().reminder(event, memberId);
          } catch (error) {
            await giveBack(key);
            strapi.log.error(`[reminders] push to member ${memberId} for event ${row.id} failed: ${error}`);
          }
        }
      }
      return sent;
    },
  };
};
