// Domain types used by the whole app. Only src/api maps Strapi's wire format to these.
import type { CompanyTextKey, ContactVisibility, MemberTextKey } from '@club/contract';

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  /** Smaller renditions, narrowest first (for srcset). */
  variants: ImageVariant[];
}

export interface Taxon {
  id: number;
  name: string;
}

export interface CompanySummary {
  id: number;
  name: string;
  about: string;
  logo: Media | null;
  services: Taxon[];
}

/** Who may see a member's phone or e-mail (the server enforces it: hidden fields never reach the app). */
export interface MemberPrivacy {
  phone: ContactVisibility;
  email: ContactVisibility;
  /** Left out of the members directory and of every list; its page opens only with its share key. */
  hiddenFromDirectory: boolean;
}

/** A member's public texts, as the contract lists them (name, e-mail, phone, profession, city…); '' when unset. */
export type MemberTexts = Record<MemberTextKey, string>;

export interface Member extends MemberTexts {
  id: number;
  photo: Media | null;
  sectors: Taxon[];
  skills: Taxon[];
  companies: CompanySummary[];
  /** Only on the signed-in member's own profile (the server sends the settings to their owner alone). */
  privacy?: MemberPrivacy;
  /** Only on the signed-in member's own profile: opens the page to others even while it is hidden (the QR code carries it). */
  shareKey?: string;
}

// ---- Companies, events, photos (the public site) ----

/** A member as shown in a member card inside another entity (company members, event attendees). */
export type MemberSummary = Pick<Member, 'id' | 'name' | 'profession' | 'city' | 'photo'> & {
  /** The member's companies, by name (a directory row says where the person works). */
  companies: Pick<CompanySummary, 'id' | 'name'>[];
};

/**
 * A company's public texts beyond its summary's, as the contract lists them (phone, e-mail, website, city,
 * country, videoUrl: the presentation video's URL as typed, linkedinUrl); '' when unset.
 */
export type CompanyTexts = Record<CompanyTextKey, string>;

export interface Company extends CompanySummary, CompanyTexts {
  numberOfEmployees: number | null;
  photos: Media[];
  sectors: Taxon[];
  skills: Taxon[];
  members: MemberSummary[];
}

/** One step of an event's programme. */
export interface ProgrammeItem {
  id: number;
  title: string;
  description: string;
  /** 'HH:mm', or '' when not set. */
  startTime: string;
  endTime: string;
}

export interface EventSeats {
  capacity: number | null;
  taken: number;
  waiting: number;
}

/** The signed-in member's own place with an event (GET /api/events/:id/seat). */
export interface EventSeat {
  status: 'registered' | 'waitlisted' | 'none';
  /** 1 = next to get a seat; null unless waiting. */
  position: number | null;
}

export interface ClubEvent {
  id: number;
  name: string;
  description: string;
  /** Calendar day 'YYYY-MM-DD' (a date without time zone: the day in Brussels). */
  date: string;
  /** 'HH:mm', or '' when not set. */
  startTime: string;
  endTime: string;
  address: string;
  image: Media | null;
  /** In the order the organisers set (drag and drop in the back-office). */
  programme: ProgrammeItem[];
  /** The event's own photos (its page's gallery). */
  photos: Media[];
  /** The members of the event's attendee record (empty when nobody signed up yet). */
  attendees: MemberSummary[];
  /** Seats: the server's counts (capacity null = unlimited; absent in a copy synced before seats existed). */
  seats?: EventSeats;
}

/** An event as a card shows it (a list's row): without its attendees, programme and photos. */
export type EventSummary = Omit<ClubEvent, 'attendees' | 'programme' | 'photos'>;

/** A photo of the club's event gallery (the event-photo single type). */
export type Photo = Media;
