// A member as the directory shows it: its public fields and relations, what its search looks in, what its
// owner edits. Private fields (the privacy settings, the share key, the account) are not listed: they never
// leave the server but to their owner (backend/src/middlewares/member-privacy.ts).
import { MEDIA } from './media';

/** A relation read by its name only (sectors, skills, services, a member's companies). */
export const NAMED = { fields: ['Name'] };

/**
 * A member's public text fields: the app's key → the Strapi attribute. Each is read by the pages and the
 * synced directory, mapped to the app's Member type, and kept in step on both tiers from here.
 */
export const MEMBER_TEXT_FIELDS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  profile: 'Profile',
  profession: 'Profession',
  aboutMe: 'AboutMe',
  city: 'City',
  country: 'Country',
  linkedinUrl: 'LinkedinProfileURL',
  presentationUrl: 'MemberPresentationURL',
  languages: 'Languages',
} as const;
export type MemberTextKey = keyof typeof MEMBER_TEXT_FIELDS;
export type MemberTextAttribute = (typeof MEMBER_TEXT_FIELDS)[MemberTextKey];

/**
 * What a member changes on its own profile ('Mon Profil'), and how a value is cleaned before it is sent:
 * 'line' is trimmed, 'text' (several paragraphs) is kept as typed. Profile (the club's role), the account,
 * the photo and the companies are changed elsewhere.
 */
export const MEMBER_EDITABLE_TEXTS = {
  name: 'line',
  email: 'line',
  phone: 'line',
  aboutMe: 'text',
  country: 'line',
  city: 'line',
  linkedinUrl: 'line',
  profession: 'line',
  presentationUrl: 'line',
  languages: 'line',
} as const satisfies Partial<Record<MemberTextKey, 'line' | 'text'>>;
export type MemberEditableKey = keyof typeof MEMBER_EDITABLE_TEXTS;

/** A member as a card inside a company or an event. */
export const MEMBER_SUMMARY_QUERY = {
  fields: ['Name', 'Profession', 'City'],
  populate: { BioImage: MEDIA, companies: NAMED },
};

/** A company as a card inside a member's page. */
export const COMPANY_SUMMARY_QUERY = {
  fields: ['Name', 'About'],
  populate: { Logo: MEDIA, services: NAMED },
};

/** A member's page: their companies as cards. */
export const MEMBER_QUERY = {
  fields: Object.values(MEMBER_TEXT_FIELDS) as string[],
  populate: { BioImage: MEDIA, sectors: NAMED, skills: NAMED, companies: COMPANY_SUMMARY_QUERY },
};

/**
 * A member's row in the directory (the copy a phone keeps): their companies by name only. The cards a member's page
 * shows are in the companies directory, on the same phone (issue 47: the summaries, sent again in each of their
 * members' rows, were a quarter of a 10,000-member club's first download).
 */
export const MEMBER_DIRECTORY_QUERY = {
  fields: MEMBER_QUERY.fields,
  populate: { ...MEMBER_QUERY.populate, companies: NAMED },
};
