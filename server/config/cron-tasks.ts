// Strapi's own cron (server.cron in config/server.ts). Every instance runs it; each reminder is still sent
// once: the job claims each mail in a unique-keyed table before sending it (src/api/event/services/reminders.ts).
import type { Core } from '@strapi/strapi';

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
    options: { rule: process.env.REMINDER_CRON || '*/5 * * * *', tz: 'Europe/Brussels' },
  },
};
