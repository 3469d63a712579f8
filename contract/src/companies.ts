// A company as the directory shows it: its public fields and relations.
import { MEDIA } from './media';
import { COMPANY_SUMMARY_QUERY, MEMBER_SUMMARY_QUERY, NAMED } from './members';

/** A company's public text fields beyond its summary's (name, about): the app's key → the Strapi attribute. */
export const COMPANY_TEXT_FIELDS = {
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  city: 'City',
  country: 'Country',
  videoUrl: 'CompanyVideoPresentation',
  linkedinUrl: 'CompanyLinkedin',
} as const;
export type CompanyTextKey = keyof typeof COMPANY_TEXT_FIELDS;
export type CompanyTextAttribute = (typeof COMPANY_TEXT_FIELDS)[CompanyTextKey];

/**
 * What a company's members change on its page ('Modifier la société'): each text under its attribute, and how a
 * value is cleaned before it is sent ('line' trimmed, 'text' kept as typed). With them: the number of employees
 * and the three tag lists (as ids). The members and the creator are never written by a client; the logo and the
 * photos go through the upload.
 */
export const COMPANY_EDITABLE_TEXTS = {
  name: ['Name', 'line'],
  email: ['Email', 'line'],
  phone: ['Phone', 'line'],
  about: ['About', 'text'],
  country: ['Country', 'line'],
  city: ['City', 'line'],
  website: ['Website', 'line'],
  linkedinUrl: ['CompanyLinkedin', 'line'],
  videoUrl: ['CompanyVideoPresentation', 'line'],
} as const satisfies Record<string, readonly [string, 'line' | 'text']>;
export type CompanyEditableKey = keyof typeof COMPANY_EDITABLE_TEXTS;
export const COMPANY_TAG_LISTS = ['sectors', 'skills', 'services'] as const;
/** Every attribute a client may write on a company. */
export const COMPANY_WRITABLE_ATTRIBUTES: readonly string[] = [
  ...Object.values(COMPANY_EDITABLE_TEXTS).map(([attribute]) => attribute),
  'NumberOfEmployees',
  ...COMPANY_TAG_LISTS,
];

/** A company's page and its row in the directory. */
export const COMPANY_QUERY = {
  fields: [...COMPANY_SUMMARY_QUERY.fields, ...Object.values(COMPANY_TEXT_FIELDS), 'NumberOfEmployees'],
  populate: {
    Logo: MEDIA,
    Photos: MEDIA,
    members: MEMBER_SUMMARY_QUERY,
    sectors: NAMED,
    skills: NAMED,
    services: NAMED,
  },
};
