// What saving an event sets off, in the order it runs (registered once, by src/index.ts's register()):
//   - changes.ts: a raised capacity gives seats to the waiting list; a new date, time or place raises the
//     calendar's SEQUENCE and mails the attendees;
//   - server-kept-fields.ts: seats taken, waitlist length and SEQUENCE are dropped from any role's save;
//   - the entries of its 'Inscriptions' take its new name (api/event-attendee/hooks/titles.ts).
// And for every type: the directory's change tracking stamps the rows a save alters, so phones fetch them at
// their next sync (api/directory/services/tracking.ts, subscribed at bootstrap).
import type { Core } from '@strapi/strapi';
import { retitleEntriesOnRename } from '../../event-attendee/hooks/titles';
import { watchEventChanges } from './changes';
import { keepServerCountersServerSide } from './server-kept-fields';

export function registerEventHooks(strapi: Core.Strapi) {
  watchEventChanges(strapi);
  keepServerCountersServerSide(strapi);
  retitleEntriesOnRename(strapi);
}
