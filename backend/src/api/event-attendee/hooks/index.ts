// What creating an 'Inscriptions' entry sets off (registered once, by src/index.ts's register()):
//   - titles.ts: the entry takes its event's name, shown in the back-office.
import type { Core } from '@strapi/strapi';
import { titleNewEntries } from './titles';

export function registerEventAttendeeHooks(strapi: Core.Strapi) {
  titleNewEntries(strapi);
}
