import type { Member } from '@/api/types';
import type { PageHead } from '@/lib/page-head';
import { shortText } from '@/lib/page-head';
import { previewImage } from '@/components/ui/preview-image';
import { membersTexts } from './texts';

/** A member's page as previews and search engines see it (schema.org Person). Only what the page shows an anonymous visitor. */
export function memberHead(member: Member): PageHead {
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const lead = [member.profession, member.companies.map((company) => company.name).join(', '), place].filter(Boolean).join(' · ');
  const description = shortText([lead, member.aboutMe || member.profile].filter(Boolean).join(' — ') || member.name);
  const image = previewImage(member.photo);
  return {
    title: member.name,
    description,
    path: `/members-detail/${member.id}`,
    image,
    imageAlt: membersTexts.photoAlt(member.name),
    type: 'profile',
    jsonLd: {
      '@type': 'Person',
      name: member.name,
      ...(member.profession ? { jobTitle: member.profession } : {}),
      ...(member.aboutMe || member.profile ? { description: shortText(member.aboutMe || member.profile, 300) } : {}),
      ...(image ? { image } : {}),
      ...(place
        ? { address: { '@type': 'PostalAddress', addressLocality: member.city || undefined, addressCountry: member.country || undefined } }
        : {}),
      ...(member.companies.length
        ? { worksFor: member.companies.map((company) => ({ '@type': 'Organization', name: company.name })) }
        : {}),
      ...(member.linkedinUrl ? { sameAs: [member.linkedinUrl] } : {}),
    },
  };
}

export const membersListHead = (clubName: string): PageHead => ({
  title: membersTexts.title,
  description: shortText(
    `${membersTexts.heading(clubName)} : les entrepreneurs du club, leur métier, leurs sociétés et leurs compétences.`,
  ),
  path: '/members',
});
