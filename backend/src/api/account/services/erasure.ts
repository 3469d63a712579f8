// The right to erasure (GDPR art. 17): a member deletes their own account after typing their password.
// Each source of the list of personal data (services/personal-data.ts, the list the export walks too) erases
// the member's rows, in one transaction: the member's own tables (check-ins, waitlist, mails), the member with
// its links (companies, sectors, skills, event sign-ups: join rows go with it), the user last (its tokens die
// with it: the JWT check finds no user); then its photo's files (storage included).
// Companies stay, even one left with no member: the organisers decide (they may hold other people's work).
// Phones drop the member at their next sync: deleting it through the query engine runs the directory's
// lifecycles (src/api/directory/services/tracking.ts), which leave a tombstone and re-stamp the companies
// and events that showed it.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { lockedAcrossInstances, lockedTransaction } from '../../../utils/lock';
import type { EventRules } from '../../event/services/event';
import { PERSONAL_DATA_SOURCES } from './personal-data';

const USER_UID = 'plugin::users-permissions.user';
const MEMBER_UID = 'api::member.member';
const FILE_UID = 'plugin::upload.file';

export const ERASURE_MESSAGES = {
  passwordMissing: 'Saisis ton mot de passe pour confirmer la suppression de ton compte.',
  passwordWrong: 'Mot de passe incorrect : ton compte n’a pas été supprimé.',
};

type UserRow = { id: number; password?: string | null };
type MemberRow = { id: number; documentId: string; BioImage?: Array<{ id: number }> };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.plugin('users-permissions').service('user');

  async function checkPassword(userId: number, password: unknown) {
    if (typeof password !== 'string' || password.length === 0 || password.length > 200) {
      throw new errors.ValidationError(ERASURE_MESSAGES.passwordMissing);
    }
    const user = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'password'] })) as UserRow | null;
    // An account made through a provider has no password: it cannot be confirmed this way.
    if (!user?.password || !(await users().validatePassword(password, user.password))) {
      throw new errors.ValidationError(ERASURE_MESSAGES.passwordWrong);
    }
  }

  const memberOf = (userId: number) =>
    strapi.db.query(MEMBER_UID).findOne({
      where: { user: { id: userId } },
      select: ['id', 'documentId'],
      populate: { BioImage: { select: ['id'] } },
    }) as Promise<MemberRow | null>;

  /** The events whose attendees list the member (their seats free up with the account). */
  async function eventsAttendedBy(memberId: number): Promise<number[]> {
    const records = (await strapi.db.query('api::event-attendee.event-attendee').findMany({
      where: { members: { id: memberId } },
      populate: { event: { select: ['id'] } },
    })) as Array<{ event?: { id: number } | null }>;
    return records.flatMap((record) => (record.event ? [record.event.id] : []));
  }

  /** Removes files through the upload plugin (its provider deletes the stored file and every rendition). */
  async function removeFiles(ids: number[]) {
    const upload = strapi.plugin('upload').service('upload');
    for (const id of ids) {
      const file = await strapi.db.query(FILE_UID).findOne({ where: { id } });
      if (file) await upload.remove(file);
    }
  }

  return {
    async deleteAccount(userId: number, password: unknown): Promise<void> {
      await checkPassword(userId, password);
      const member = await memberOf(userId);
      const attended = member ? await eventsAttendedBy(member.id) : [];
      // Under the member photo's upload lock (src/extensions/upload/strapi-server.ts): a photo being stored
      // meanwhile is either listed here and removed, or refused once the member is gone — never left behind.
      const lockKey = member ? `upload:${MEMBER_UID}:${member.id}:BioImage` : `account:${userId}`;
      const fileIds = await lockedAcrossInstances(strapi, lockKey, async () => {
        const current = member ? await memberOf(userId) : null;
        // One transaction: every row of the list goes, or none does. Reverse order: the member's own tables,
        // then the member, the user last.
        await lockedTransaction(strapi, `account-erasure:${userId}`, async ({ trx }) => {
          const subject = { userId, member: current ? { id: current.id, documentId: current.documentId } : null };
          for (const source of [...PERSONAL_DATA_SOURCES].reverse()) await source.erase(strapi, subject, trx);
        });
        return (current?.BioImage ?? []).map((f) => f.id);
      });
      // After the commit: files cannot be rolled back, so they go once nothing can undo the deletion.
      await removeFiles(fileIds);
      // A deleted member leaves their seats: each goes to the first waiting member (services/seats.ts).
      for (const eventId of attended) await (strapi.service('api::event.event') as unknown as EventRules).promoteWaiting(eventId);
    },
  };
};
