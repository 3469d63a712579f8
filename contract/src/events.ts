// An event as the directory shows it: its fields and relations, and the order of the events list.
import { MEDIA } from './media';
import { MEMBER_SUMMARY_QUERY } from './members';

/** An event's page and its row in the directory (the attendees as member cards). */
export const EVENT_QUERY = {
  // The seat counts are the server's (docs/architecture.md § Seats): shown as '5 places restantes' or 'Complet'.
  fields: ['Name', 'Description', 'Date', 'StartingTime', 'EndTime', 'Address', 'Capacity', 'SeatsTaken', 'WaitlistLength'],
  populate: {
    EventImage: MEDIA,
    Photos: MEDIA,
    Programme: { fields: ['Title', 'Description', 'StartingTime', 'EndTime'] },
    event_attendee: { fields: ['id'], populate: { members: MEMBER_SUMMARY_QUERY } },
  },
};
