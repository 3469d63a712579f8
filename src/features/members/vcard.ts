// 'Ajouter aux contacts': a vCard 3.0 (RFC 2426), the version Apple, Google and Outlook all import.
// Hand-written: it is a few lines, and no well-kept vCard library exists (the npm ones are unmaintained).
import type { Member } from '@/api/types';
import { contentLines, escapeText } from '@club/contract';
import { absoluteUrl } from '@/lib/download';
import { safeExternalUrl } from '@/lib/urls';
import { membersTexts } from './texts';

export interface VCardInput {
  name: string;
  profession?: string;
  companies?: string[];
  /** Only when the viewer may see them (the server leaves them out otherwise). */
  phone?: string;
  email?: string;
  linkedinUrl?: string;
  city?: string;
  country?: string;
  /** Absolute URLs. */
  photoUrl?: string;
  profileUrl?: string;
}

/** 'Jean-Pierre Van den Berg' → given 'Jean-Pierre', family 'Van den Berg' (particles stay with the family name). */
export function splitName(name: string): { given: string; family: string } {
  const [given = '', ...rest] = name.trim().split(/\s+/);
  return { given, family: rest.join(' ') };
}

const structured = (...components: string[]) => components.map(escapeText).join(';');

export function buildVCard(input: VCardInput): string {
  const { given, family } = splitName(input.name);
  const companies = (input.companies ?? []).filter(Boolean);
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structured(family, given, '', '', '')}`, `FN:${escapeText(input.name.trim())}`];
  if (input.profession) lines.push(`TITLE:${escapeText(input.profession)}`);
  if (companies.length) lines.push(`ORG:${structured(companies[0])}`);
  if (input.phone) lines.push(`TEL;TYPE=CELL:${escapeText(input.phone)}`);
  if (input.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(input.email)}`);
  // URIs are not TEXT: they are written as they are.
  if (input.linkedinUrl) lines.push(`URL:${input.linkedinUrl}`, `X-SOCIALPROFILE;TYPE=linkedin:${input.linkedinUrl}`);
  if (input.city || input.country) lines.push(`ADR;TYPE=WORK:${structured('', '', '', input.city ?? '', '', '', input.country ?? '')}`);
  if (input.photoUrl) lines.push(`PHOTO;VALUE=URI:${input.photoUrl}`);
  const note = [
    companies.length > 1 ? membersTexts.vcard.companies(companies) : '',
    input.profileUrl ? membersTexts.vcard.profile(input.profileUrl) : '',
  ].filter(Boolean);
  if (note.length) lines.push(`NOTE:${escapeText(note.join('\n'))}`);
  lines.push('END:VCARD');
  return contentLines(lines);
}

/** What a member's page shows, as a vCard input (phone and e-mail only if they are in the data). */
export function vCardInputFrom(member: Member, origin: string): VCardInput {
  const photo = member.photo?.variants.find((variant) => variant.width >= 240)?.url ?? member.photo?.url;
  return {
    name: member.name,
    profession: member.profession,
    companies: member.companies.map((company) => company.name),
    phone: member.phone,
    email: member.email,
    linkedinUrl: safeExternalUrl(member.linkedinUrl) ?? undefined,
    city: member.city,
    country: member.country,
    photoUrl: photo ? absoluteUrl(photo, origin) : undefined,
    profileUrl: absoluteUrl(`/members-detail/${member.id}`, origin),
  };
}
