import * as z from 'zod/mini';
import type { EditableCompany } from '@/api/companies-write';
import { requiredEmail, requiredPhone, requiredText } from '@/lib/form-validation';
import { tagsFromTaxa } from '@/lib/tags';
import { companyEditTexts } from './texts';

const tag = z.object({ id: z.nullable(z.number()), name: z.string() });

// Spec §5: Name, Email and Phone required, checked on change; e-mail "text@text.text".
export const companySchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  phone: requiredPhone(),
  about: z.string(),
  country: z.string(),
  city: z.string(),
  /** As typed in the number input; empty means unknown. */
  numberOfEmployees: z
    .string()
    .check(z.refine((value) => value.trim() === '' || /^\d{1,9}$/.test(value.trim()), companyEditTexts.employeesInvalid)),
  website: z.string(),
  linkedinUrl: z.string(),
  videoUrl: z.string(),
  sectors: z.array(tag),
  skills: z.array(tag),
  services: z.array(tag),
});
export type CompanyValues = z.infer<typeof companySchema>;

export const emptyCompanyValues: CompanyValues = {
  name: '',
  email: '',
  phone: '',
  about: '',
  country: '',
  city: '',
  numberOfEmployees: '',
  website: '',
  linkedinUrl: '',
  videoUrl: '',
  sectors: [],
  skills: [],
  services: [],
};

export function companyValuesFrom(company: EditableCompany): CompanyValues {
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    about: company.about,
    country: company.country,
    city: company.city,
    numberOfEmployees: company.numberOfEmployees === null ? '' : String(company.numberOfEmployees),
    website: company.website,
    linkedinUrl: company.linkedinUrl,
    videoUrl: company.videoUrl,
    sectors: tagsFromTaxa(company.sectors),
    skills: tagsFromTaxa(company.skills),
    services: tagsFromTaxa(company.services),
  };
}

export const employeesNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
