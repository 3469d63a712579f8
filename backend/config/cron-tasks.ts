// Strapi's own cron (server.cron in config/server.ts). Every instance runs it; each reminder is still sent
// once: the job claims each mail in a unique-keyed table before sending it (src/api/event/services/reminders.ts).
import type { Core } from '@strapi/strapi';
import { CLUB_TIME_ZONE } from '@club/contract';

export default {
  eventReminders: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const reminders = strapi.service('api::event.reminders') as unknown as { run(): Promise<number> };
        await reminders.run();
      } catch (error) {
        strapi.log.error(`[reminders] run failed: ${error}`);
      }
    },
    // Every 5 minutes: a reminder goes out within 5 minutes of the organiser's time. REMINDER_CRON changes it
    // (the API tests run it every 2 seconds).
    options: { rule: process.env.REMINDER_CRON || '*/5 * * * *', tz: CLUB_TIME_ZONE },
  },
  // Guests checked in at the door get one invitation to join, the day after their event (issue 28).
  guestInvitations: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const checkIns = strapi.service('api::door.check-ins') as unknown as { inviteGuests(): Promise<number> };
        await checkIns.inviteGuests();
      } catch (error) {
        strapi.log.error(`[door] guest invitations failed: ${error}`);
      }
    },
    options: { rule: process.env.REMINDER_CRON || '*/5 * * * *', tz: CLUB_TIME_ZONE },
  },
  // Guests' names and e-mails go 12 months after their event (src/api/door/services/guest-data.ts). Every
  // instance may run it: each erasure is an update of rows still holding the data, so a second run finds none.
  guestRetention: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const guests = strapi.service('api::door.guest-data') as unknown as { eraseExpired(): Promise<number> };
        await guests.eraseExpired();
      } catch (error) {
        strapi.log.error(`[door] guest retention failed: ${error}`);
      }
    },
    // Daily at 03:20 Brussels; RETENTION_CRON changes it (the API tests run it every 2 seconds).
    options: { rule: process.env.RETENTION_CRON || '20 3 * * *', tz: CLUB_TIME_ZONE },
  },
};
