// Privacy by default (issue 25): a new member's phone and e-mail are for signed-in members only. Until then
// the default was 'everyone', and an empty value (a member created before the settings existed, or by a
// bulk import) meant 'everyone' too. Those members keep what they had: once, before anything reads an empty
// value as the new default, it is written out as 'everyone'. Later empty values mean 'members'.
// Runs inside the change tracking: the rows it fills are re-sent to the phones (unchanged for them).
import type { Core } from '@strapi/strapi';

const MEMBER = 'api::member.member';
const DONE_KEY = 'visibilityDefaultMembers';

export async function keepPublicContactsOfExistingMembers(strapi: Core.Strapi): Promise<number> {
  const store = strapi.store({ type: 'api', name: 'member-privacy' });
  if ((await store.get({ key: DONE_KEY })) === true) return 0;
  let filled = 0;
  for (const field of ['PhoneVisibility', 'EmailVisibility']) {
    const { count } = await strapi.db.query(MEMBER).updateMany({ where: { [field]: { $null: true } }, data: { [field]: 'everyone' } });
    filled += count;
  }
  await store.set({ key: DONE_KEY, value: true });
  return filled;
}
