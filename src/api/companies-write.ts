import { COMPANY_EDITABLE_TEXTS, MEDIA, NAMED, type CompanyEditableKey } from '@club/contract';
import { apiRequest } from './client';
import { mapMedia, mapTaxa, text, toQueryString } from './strapi';
import type { Media, Taxon } from './types';
import type { StrapiCompany, StrapiEntityResponse } from './wire';

// The company form's own read (fresh, with member ids for the access check) and its writes.

/** A company as the edit form needs it. */
export interface EditableCompany {
  id: number;
  name: string;
  email: string;
  phone: string;
  about: string;
  country: string;
  city: string;
  numberOfEmployees: number | null;
  website: string;
  linkedinUrl: string;
  videoUrl: string;
  logo: Media | null;
  photos: Media[];
  sectors: Taxon[];
  skills: Taxon[];
  services: Taxon[];
  memberIds: number[];
}

/** What the company form saves: the contract's editable texts, the number of employees, the tag lists as ids. */
export interface CompanyInput extends Record<CompanyEditableKey, string> {
  numberOfEmployees: number | null;
  sectorIds: number[];
  skillIds: number[];
  serviceIds: number[];
}

const EDIT_QUERY = {
  populate: {
    Logo: MEDIA,
    Photos: MEDIA,
    sectors: NAMED,
    skills: NAMED,
    services: NAMED,
    members: NAMED,
  },
};

export function mapEditableCompany(raw: StrapiCompany): EditableCompany {
  return {
    id: raw.id,
    name: raw.Name,
    email: text(raw.Email),
    phone: text(raw.Phone),
    about: text(raw.About),
    country: text(raw.Country),
    city: text(raw.City),
    numberOfEmployees: raw.NumberOfEmployees ?? null,
    website: text(raw.Website),
    linkedinUrl: text(raw.CompanyLinkedin),
    videoUrl: text(raw.CompanyVideoPresentation),
    logo: mapMedia(raw.Logo),
    photos: (raw.Photos ?? []).map(mapMedia).filter((media): media is Media => media !== null),
    sectors: mapTaxa(raw.sectors),
    skills: mapTaxa(raw.skills),
    services: mapTaxa(raw.services),
    memberIds: (raw.members ?? []).map((member) => member.id),
  };
}

export async function fetchEditableCompany(id: number): Promise<EditableCompany> {
  const response = await apiRequest<StrapiEntityResponse<StrapiCompany>>(`/api/companies/${id}${toQueryString(EDIT_QUERY)}`);
  return mapEditableCompany(response.data);
}

/** Each editable text under its attribute: one line trimmed, a longer text ('À propos') as typed. */
function editableTexts(input: CompanyInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(COMPANY_EDITABLE_TEXTS).map(([key, [attribute, kind]]) => {
      const value = input[key as CompanyEditableKey];
      return [attribute, kind === 'line' ? value.trim() : value];
    }),
  );
}

function toWire(input: CompanyInput) {
  return {
    data: {
      ...editableTexts(input),
      NumberOfEmployees: input.numberOfEmployees,
      sectors: input.sectorIds,
      skills: input.skillIds,
      services: input.serviceIds,
    },
  };
}

/** Creates a company; the server links the caller's member. Returns the new numeric id. */
export async function createCompany(input: CompanyInput): Promise<number> {
  const response = await apiRequest<StrapiEntityResponse<{ id: number }>>('/api/companies', {
    method: 'POST',
    body: toWire(input),
  });
  return response.data.id;
}

/** Updates a company (the server allows it only to one of its members: 403 otherwise). */
export async function updateCompany(id: number, input: CompanyInput): Promise<void> {
  await apiRequest<unknown>(`/api/companies/${id}`, { method: 'PUT', body: toWire(input) });
}
