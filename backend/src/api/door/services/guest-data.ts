// Guests' names and e-mails (event_check_ins rows of kind 'guest', services/check-ins.ts) are kept for the door's
// attendance and the one invitation to join, then erased: 12 months after their event by the retention job
// (config/cron-tasks.ts, `guestRetention`), or at once when a guest asks the club (POST /club/guests/erase in
// the back-office, docs/back-office.md). Erased means the name and e-mail are gone (the e-mail from `person` too):
// the row stays, with a person key of its own, so the event's count of guests does not change.
// Safe with several instances: each step is an UPDATE of rows still holding the data; a second instance doing
// the same finds none.
import type { Core } from '@strapi/strapi';
import { CLUB_TIME_ZONE } from '@club/contract';
import { CHECK_IN_TABLE } from './check-ins';

const EVENT = 'api::event.event';
/** How long a guest's name and e-mail are kept after their event (the privacy page says so). */
export const GUEST_RETENTION_MONTHS = 12;

export type GuestData = {
  /** Erases the guests of events older than the retention period (the job). Returns how many guests were erased. */
  eraseExpired(now?: Date): Promise<number>;
  /** Erases one guest, at every event (on request). `email` must already be a checked address. */
  eraseByEmail(email: string): Promise<number>;
};

/** The day, GUEST_RETENTION_MONTHS before `now` in Brussels, as 'YYYY-MM-DD' (events before it are erased). */
export function retentionCutoff(now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  const [year, month, day] = today.split('-').map(Number);
  const months = year * 12 + (month - 1) - GUEST_RETENTION_MONTHS;
  // Compared as text with the events' dates: a 29 February a year back reads as '…-02-29', which sorts right.
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export default ({ strapi }: { strapi: Core.Strapi }): GuestData => {
  const knex = () => strapi.db.connection;

  /** Erases each (event, guest) pair: one person key per pair, from its first row, so counts stay the same. */
  async function erase(pairs: Array<{ event_id: number; person: string }>): Promise<number> {
    let erased = 0;
    const now = Date.now();
    for (const { event_id, person } of pairs) {
      const first = (await knex()(CHECK_IN_TABLE).where({ event_id, person }).min({ id: 'id' }).first()) as
        { id: number | null } | undefined;
      if (!first?.id) continue;
      const changed = await knex()(CHECK_IN_TABLE)
        .where({ event_id, person, kind: 'guest' })
        .update({
          person: `guest:erased:${first.id}`,
          guest_name: null,
          guest_email: null,
          // Nothing to invite any more: the invitation job skips the rows it has marked.
          invited_at: knex().raw('COALESCE(invited_at, ?)', [now]),
        });
      if (changed > 0) erased += 1;
    }
    return erased;
  }

  return {
    async eraseExpired(now = new Date()) {
      const events = strapi.db.metadata.get(EVENT).tableName;
      const dateColumn = (strapi.db.metadata.get(EVENT).attributes.Date as { columnName?: string }).columnName ?? 'date';
      const pairs = (await knex()(CHECK_IN_TABLE)
        .join(events, `${events}.id`, `${CHECK_IN_TABLE}.event_id`)
        .where(`${CHECK_IN_TABLE}.kind`, 'guest')
        .whereNotNull(`${CHECK_IN_TABLE}.guest_email`)
        .where(`${events}.${dateColumn}`, '<', retentionCutoff(now))
        .distinct(`${CHECK_IN_TABLE}.event_id as event_id`, `${CHECK_IN_TABLE}.person as person`)) as Array<{
        event_id: number;
        person: string;
      }>;
      const erased = await erase(pairs);
      if (erased > 0) strapi.log.info(`[door] erased ${erased} guest(s) of events before ${retentionCutoff(now)}`);
      return erased;
    },

    async eraseByEmail(email) {
      const address = email.trim().toLowerCase();
      // By the person key (made from the address, lower case) and by the stored address, whichever matches.
      const pairs = (await knex()(CHECK_IN_TABLE)
        .where('kind', 'guest')
        .whereNotNull('guest_email')
        .where((q) => q.where('person', `guest:${address}`).orWhereRaw('LOWER(guest_email) = ?', [address]))
        .distinct('event_id', 'person')) as Array<{ event_id: number; person: string }>;
      return erase(pairs);
    },
  };
};
