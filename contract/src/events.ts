// An event as the directory shows it: its fields and relations, and the order of the events list.
import { MEDIA } from './media';
import { MEMBER_SUMMARY_QUERY } from './members';

/** An event's page and its row in the directory (the attendees as member cards). */
export const EVENT_QUERY = {
  fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address'],
  populate: {
    EventImage: MEDIA,
    Photos: MEDIA,
    Programme: { fields: ['Title', 'Description', 'StartingTime', 'EndTime'] },
    event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY_QUERY } },
  },
};
