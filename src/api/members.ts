import { MEMBER_QUERY, MEMBER_TEXT_FIELDS } from '@club/contract';
import { apiRequest } from './client';
import { firstMedia, mapMedia, mapTaxa, text, texts, toQueryString } from './strapi';
import type { CompanySummary, Member, MemberPrivacy, MemberSummary } from './types';
import type { StrapiCompanySummary, StrapiEntityResponse, StrapiMember } from './wire';
import { byName } from '@/lib/sort';

export function mapCompanySummary(raw: StrapiCompanySummary): CompanySummary {
  return {
    id: raw.id,
    name: raw.Name,
    about: text(raw.About),
    logo: mapMedia(raw.Logo),
    services: mapTaxa(raw.services),
  };
}

function mapPrivacy(raw: StrapiMember): MemberPrivacy | undefined {
  if (raw.PhoneVisibility === undefined && raw.EmailVisibility === undefined && raw.HiddenFromDirectory === undefined) return undefined;
  return {
    // An unset setting means signed-in members only, as on the server (privacy by default).
    phone: raw.PhoneVisibility ?? 'members',
    email: raw.EmailVisibility ?? 'members',
    hiddenFromDirectory: raw.HiddenFromDirectory === true,
  };
}

export function mapMember(raw: StrapiMember): Member {
  const privacy = mapPrivacy(raw);
  return {
    id: raw.id,
    // The contract's public texts (a page read offline from the synced directory shows the same fields).
    ...texts(raw, MEMBER_TEXT_FIELDS),
    name: raw.Name,
    photo: firstMedia(raw.BioImage),
    sectors: mapTaxa(raw.sectors),
    skills: mapTaxa(raw.skills),
    companies: (raw.companies ?? []).map(mapCompanySummary).sort(byName),
    ...(privacy && { privacy }),
    ...(raw.ShareKey && { shareKey: raw.ShareKey }),
  };
}

/** One member; `shareKey` opens the page of a member hidden from the directory (the QR code's link). */
export async function fetchMember(id: number, shareKey?: string): Promise<Member> {
  const response = await apiRequest<StrapiEntityResponse<StrapiMember>>(
    `/api/members/${id}${toQueryString({ ...MEMBER_QUERY, ...(shareKey && { shareKey }) })}`,
  );
  return mapMember(response.data);
}

/** A member as a card inside a company or an event, from the member's own record (the phone's directory). */
export const memberSummaryOf = (member: Member): MemberSummary => ({
  id: member.id,
  name: member.name,
  profession: member.profession,
  city: member.city,
  photo: member.photo,
  companies: member.companies.map(({ id, name }) => ({ id, name })),
});
