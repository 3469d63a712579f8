// Domain types used by the whole app. Only src/api maps Strapi's wire format to these.

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

export interface Member {
  id: number;
  name: string;
  email: string;
  phone: string;
  profile: string;
  profession: string;
  aboutMe: string;
  city: string;
  country: string;
  linkedinUrl: string;
  presentationUrl: string;
  photo: Media | null;
  sectors: Taxon[];
  skills: Taxon[];
  companies: CompanySummary[];
}

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  memberId: number | null;
}
