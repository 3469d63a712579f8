// An event's attendees as organisers see them in the back-office (the 'Inscrits' panel, the CSV, the printed
// list). The rule, one for all three: an organiser sees what a signed-in member sees of each attendee's
// contact — the e-mail and phone the member shows to 'everyone' or to 'members' (the default); 'nobody'
// means nobody, organisers included. A member hidden from the directory still appears by name (they signed
// up: the organiser greets them at the door) but without contact details, as nobody sees them elsewhere.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { CheckIns } from '../api/door/services/check-ins';
import { frenchDate } from '../utils/dates';
import { canSee, type PrivacySettings } from '../api/member/services/privacy';
import type { Attendance } from '@club/contract';
import type { AttendeeRow, PrintedEvent } from './attendee-export';

const EVENT = 'api::event.event';
const ATTENDEE = 'api::event-attendee.event-attendee';

/** An organiser sees what a signed-in member sees. */
const ORGANISER = { authenticated: true, memberId: null };

type StoredMember = PrivacySettings & {
  id: number;
  Name: string;
  Profession: string | null;
  City: string | null;
  Email: string | null;
  Phone: string | null;
  companies?: Array<{ Name: string }>;
};

export type EventAttendees = {
  event: PrintedEvent & { id: number; documentId: string };
  memberIds: number[];
  /** The members who signed up (walk-ins marked), then the guests checked in at the door. */
  rows: AttendeeRow[];
  /** The door's counts (the contract's attendanceOf); null for a draft, which has no door. */
  attendance: Attendance | null;
  /** The members checked in (a standing check-in), walk-ins included. */
  presentIds: number[];
  /** The guests checked in who left an address (they agreed the club keeps it and writes to them). */
  guests: Array<{ name: string; email: string }>;
};

export function visibleRow(member: StoredMember): AttendeeRow {
  const listed = member.HiddenFromDirectory !== true;
  return {
    name: member.Name,
    profession: member.Profession ?? null,
    companies: (member.companies ?? []).map((company) => company.Name).sort((a, b) => a.localeCompare(b, 'fr')),
    city: member.City ?? null,
    ...(listed && member.Email && canSee(member.EmailVisibility, ORGANISER, null) && { email: member.Email }),
    ...(listed && member.Phone && canSee(member.PhoneVisibility, ORGANISER, null) && { phone: member.Phone }),
  };
}

type DoorView = {
  checkIns: Map<number, { at: number; walkIn: boolean }>;
  guests: AttendeeRow[];
  attendance: Attendance | null;
};

/**
 * The door's side of the list: when each member was checked in (the standing check-in: the door's own rule),
 * who came as a walk-in, the guests checked in (with the address they agreed the club keeps), and the counts.
 */
async function doorView(strapi: Core.Strapi, eventId: number): Promise<DoorView> {
  const checkIns = strapi.service('api::door.check-ins') as unknown as CheckIns;
  try {
    const [door, guests] = await Promise.all([checkIns.list(String(eventId)), checkIns.presentGuests(eventId)]);
    return {
      checkIns: new Map(
        door.attendees.flatMap((attendee) =>
          attendee.checkIn ? [[attendee.memberId, { at: attendee.checkIn.at, walkIn: attendee.checkIn.kind === 'walk-in' }] as const] : [],
        ),
      ),
      guests: guests.map((guest) => ({
        name: guest.name,
        profession: null,
        companies: [],
        city: null,
        email: guest.email,
        checkedInAt: guest.at,
        kind: 'guest' as const,
      })),
      attendance: door.attendance,
    };
  } catch (error) {
    // A draft has no door (check-ins are for published events): nobody is present yet.
    if (error instanceof errors.NotFoundError) return { checkIns: new Map(), guests: [], attendance: null };
    throw error;
  }
}

/** The event and its attendees (sorted by name), or null when there is no such event. */
export async function eventAttendees(strapi: Core.Strapi, documentId: string): Promise<EventAttendees | null> {
  const event = (await strapi.db.query(EVENT).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'Name', 'Date', 'StartingTime', 'Address'],
  })) as { id: number; documentId: string; Name: string; Date: string | null; StartingTime: string | null; Address: string | null } | null;
  if (!event) return null;
  const record = (await strapi.db.query(ATTENDEE).findOne({
    where: { event: { id: event.id } },
    select: ['id'],
    populate: {
      members: {
        select: ['id', 'Name', 'Profession', 'City', 'Email', 'Phone', 'EmailVisibility', 'PhoneVisibility', 'HiddenFromDirectory'],
        populate: { companies: { select: ['Name'] } },
      },
    },
  })) as { members?: StoredMember[] } | null;
  const members = [...(record?.members ?? [])].sort((a, b) => a.Name.localeCompare(b.Name, 'fr'));
  const door = await doorView(strapi, event.id);
  const time = event.StartingTime ? `, ${event.StartingTime.slice(0, 5)}` : '';
  return {
    event: {
      id: event.id,
      documentId: event.documentId,
      name: event.Name,
      when: event.Date ? `${frenchDate(String(event.Date).slice(0, 10))}${time}` : '',
      address: event.Address,
    },
    memberIds: members.map((member) => member.id),
    rows: [
      ...members.map((member): AttendeeRow => {
        const checkIn = door.checkIns.get(member.id);
        return { ...visibleRow(member), checkedInAt: checkIn?.at, ...(checkIn?.walkIn && { kind: 'walk-in' as const }) };
      }),
      ...door.guests,
    ],
    attendance: door.attendance,
    presentIds: [...door.checkIns.keys()],
    guests: door.guests.flatMap((guest) => (guest.email ? [{ name: guest.name, email: guest.email }] : [])),
  };
}
