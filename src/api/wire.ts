// Strapi 5's rows as the API answers them (flattened: `{ id, documentId, Name, … }`), one declaration each.
// Only src/api reads these; everything else sees the domain types of types.ts.
import type { CompanyTextAttribute, ContactVisibility, MemberTextAttribute } from '@club/contract';

export interface StrapiMediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface StrapiMedia {
  id: number;
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', StrapiMediaFormat>> | null;
}

export interface StrapiListResponse<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface StrapiEntityResponse<T> {
  data: T;
}

/** A sector, skill or service, or any relation read by its name only. */
export interface StrapiNamed {
  id: number;
  Name: string;
}

/** A member as a card shows it inside a company or an event. */
export interface StrapiMemberSummary {
  id: number;
  Name: string;
  Profession?: string | null;
  City?: string | null;
  BioImage?: StrapiMedia[] | null;
  companies?: StrapiNamed[];
}

/** A company as a card shows it inside a member's page. */
export interface StrapiCompanySummary {
  id: number;
  Name: string;
  About?: string | null;
  Logo?: StrapiMedia | null;
  services?: StrapiNamed[];
}

/** A member's public texts (the contract's MEMBER_TEXT_FIELDS), the name aside. */
type StrapiMemberTexts = Partial<Record<Exclude<MemberTextAttribute, 'Name'>, string | null>>;

export interface StrapiMember extends StrapiMemberTexts {
  id: number;
  Name: string;
  BioImage?: StrapiMedia[] | null;
  sectors?: StrapiNamed[];
  skills?: StrapiNamed[];
  companies?: StrapiCompanySummary[];
  // Present only when the caller is this member (see backend/src/middlewares/member-privacy.ts).
  PhoneVisibility?: ContactVisibility | null;
  EmailVisibility?: ContactVisibility | null;
  HiddenFromDirectory?: boolean | null;
  ShareKey?: string;
}

/** A company's public texts beyond its summary's (the contract's COMPANY_TEXT_FIELDS). */
type StrapiCompanyTexts = Partial<Record<CompanyTextAttribute, string | null>>;

export interface StrapiCompany extends StrapiCompanyTexts {
  id: number;
  Name: string;
  About?: string | null;
  NumberOfEmployees?: number | null;
  Logo?: StrapiMedia | null;
  Photos?: StrapiMedia[] | null;
  members?: StrapiMemberSummary[];
  sectors?: StrapiNamed[];
  skills?: StrapiNamed[];
  services?: StrapiNamed[];
}

/** One item of the event's repeatable component 'Programme' (event.programme-item), in its order. */
export interface StrapiProgrammeItem {
  id: number;
  Title: string;
  Description?: string | null;
  StartingTime?: string | null;
  EndTime?: string | null;
}

export interface StrapiEvent {
  id: number;
  Name: string;
  Description?: string | null;
  Date: string;
  StartingTime?: string | null;
  EndTime?: string | null;
  Address?: string | null;
  /** 'Places': empty = unlimited. SeatsTaken and WaitlistLength are the server's counts. */
  Capacity?: number | null;
  SeatsTaken?: number | null;
  WaitlistLength?: number | null;
  EventImage?: StrapiMedia | null;
  Photos?: StrapiMedia[] | null;
  Programme?: StrapiProgrammeItem[] | null;
  event_attendee?: { id: number; members?: StrapiMemberSummary[] } | null;
}

export interface StrapiEventPhoto {
  id: number;
  Photo?: StrapiMedia[] | null;
}

export interface StrapiAuthUser {
  id: number;
  username: string;
  email: string;
  /** The member's Name is the person's name; `username` is an internal identifier, never shown. */
  member?: { id: number; Name?: string | null } | null;
  /** The account holds the app's 'Organisateur' role (the server checks it again on every door request). */
  organiser?: boolean;
}
