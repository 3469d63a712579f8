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
