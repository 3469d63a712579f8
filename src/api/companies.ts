import { COMPANY_QUERY, COMPANY_TEXT_FIELDS } from '@club/contract';
import { apiRequest } from './client';
import { mapCompanySummary } from './members';
import { firstMedia, mapMedia, mapTaxa, text, texts, toQueryString } from './strapi';
import type { Company, Media, MemberSummary } from './types';
import type { StrapiCompany, StrapiEntityResponse, StrapiMemberSummary } from './wire';
import { byName } from '@/lib/sort';

/**
 * A member card; on a phone's sync, only its id (the phone completes it from its members directory:
 * offline/directory-references.ts), which maps to an empty card until then.
 */
export function mapMemberSummary(raw: StrapiMemberSummary): MemberSummary {
  return {
    id: raw.id,
    name: raw.Name ?? '',
    profession: text(raw.Profession),
    city: text(raw.City),
    photo: firstMedia(raw.BioImage),
    companies: (raw.companies ?? []).map(({ id, Name }) => ({ id, name: Name })).sort(byName),
  };
}

export function mapCompany(raw: StrapiCompany): Company {
  return {
    ...mapCompanySummary(raw),
    ...texts(raw, COMPANY_TEXT_FIELDS),
    numberOfEmployees: raw.NumberOfEmployees ?? null,
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
