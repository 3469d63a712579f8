import { apiRequest } from './client';
import { mapCompanySummary } from './members';
import { MEDIA_FIELDS, firstMedia, mapMedia, mapTaxa, text, toQueryString } from './strapi';
import type { Company, Media, MemberSummary } from './types';
import type { StrapiCompany, StrapiEntityResponse, StrapiMemberSummary } from './wire';
import { byName } from '@/lib/sort';

/** What a member card needs, for members shown inside a company or an event. */
export const MEMBER_SUMMARY_QUERY = {
  fields: ['Name', 'Profession', 'City'],
  populate: { BioImage: { fields: MEDIA_FIELDS }, companies: { fields: ['Name'] } },
};

// A company page: the same fields as the directory's rows (server/src/utils/directory-projections.ts).
const COMPANY_QUERY = {
  fields: [
    'Name',
    'About',
    'Phone',
    'Email',
    'Website',
    'City',
    'Country',
    'NumberOfEmployees',
    'CompanyVideoPresentation',
    'CompanyLinkedin',
  ],
  populate: {
    Logo: { fields: MEDIA_FIELDS },
    Photos: { fields: MEDIA_FIELDS },
    members: MEMBER_SUMMARY_QUERY,
    sectors: { fields: ['Name'] },
    skills: { fields: ['Name'] },
    services: { fields: ['Name'] },
  },
};

export function mapMemberSummary(raw: StrapiMemberSummary): MemberSummary {
  return {
    id: raw.id,
    name: raw.Name,
    profession: text(raw.Profession),
    city: text(raw.City),
    photo: firstMedia(raw.BioImage),
    companies: (raw.companies ?? []).map(({ id, Name }) => ({ id, name: Name })).sort(byName),
  };
}

export function mapCompany(raw: StrapiCompany): Company {
  return {
    ...mapCompanySummary(raw),
    phone: text(raw.Phone),
    email: text(raw.Email),
    website: text(raw.Website),
    city: text(raw.City),
    country: text(raw.Country),
    numberOfEmployees: raw.NumberOfEmployees ?? null,
    videoUrl: text(raw.CompanyVideoPresentation),
    linkedinUrl: text(raw.CompanyLinkedin),
    photos: (raw.Photos ?? []).map(mapMedia).filter((media): media is Media => media !== null),
    sectors: mapTaxa(raw.sectors),
    skills: mapTaxa(raw.skills),
    members: (raw.members ?? []).map(mapMemberSummary).sort(byName),
  };
}

export async function fetchCompany(id: number): Promise<Company> {
  const response = await apiRequest<StrapiEntityResponse<StrapiCompany>>(`/api/companies/${id}${toQueryString(COMPANY_QUERY)}`);
  return mapCompany(response.data);
}
