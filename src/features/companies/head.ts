import type { Company } from '@/api/types';
import type { PageHead } from '@/lib/page-head';
import { shortText } from '@/lib/page-head';
import { safeExternalUrl } from '@/lib/urls';
import { previewImage } from '@/components/ui/preview-image';
import { companiesTexts } from './texts';

/** A company's page as previews and search engines see it (schema.org Organization). */
export function companyHead(company: Company): PageHead {
  const place = [company.city, company.country].filter(Boolean).join(', ');
  const description = shortText([company.about, place].filter(Boolean).join(' — ') || company.name);
  const logo = previewImage(company.logo);
  const website = safeExternalUrl(company.website);
  return {
    title: company.name,
    description,
    path: `/societe-detail/${company.id}`,
    image: logo ?? previewImage(company.photos[0]),
    imageAlt: logo ? companiesTexts.logoAlt(company.name) : companiesTexts.photoAlt(company.name, 0),
    jsonLd: {
      '@type': 'Organization',
      name: company.name,
      ...(company.about ? { description: shortText(company.about, 300) } : {}),
      ...(logo ? { logo } : {}),
      ...(place
        ? {
            address: { '@type': 'PostalAddress', addressLocality: company.city || undefined, addressCountry: company.country || undefined },
          }
        : {}),
      ...(company.numberOfEmployees ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: company.numberOfEmployees } } : {}),
      ...(website || company.linkedinUrl ? { sameAs: [website, safeExternalUrl(company.linkedinUrl)].filter(Boolean) } : {}),
      ...(company.members.length ? { member: company.members.map((member) => ({ '@type': 'Person', name: member.name })) } : {}),
    },
  };
}

export const companiesListHead = (clubName: string): PageHead => ({
  title: companiesTexts.title,
  description: shortText(`${companiesTexts.heading(clubName)} : leurs services, leurs secteurs et leurs membres.`),
  path: '/societe',
});
