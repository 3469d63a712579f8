// What saving a member sets off (registered once, by src/index.ts's register()):
//   - hidden-from-directory.ts: hiding from the directory, or coming back, recounts the events they attend.
// The directory's change tracking stamps the member's rows too (api/directory/services/tracking.ts).
import type { Core } from '@strapi/strapi';
import { recountWhenMembersHide } from './hidden-from-directory';

export function registerMemberHooks(strapi: Core.Strapi) {
  recountWhenMembersHide(strapi);
}
