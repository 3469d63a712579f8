// A member's row in the synced directory names their companies only (@club/contract's MEMBER_DIRECTORY_QUERY): the
// cards their page shows are the companies directory's records, on the same phone. A company not there (not yet
// synced) keeps its name.
import type { Company, CompanySummary, Member } from '@/api/types';

const summaryOf = (company: Company): CompanySummary => ({
  id: company.id,
  name: company.name,
  about: company.about,
  logo: company.logo,
  services: company.services,
});

/** The member with each company's card from `byId`. */
export function completedCompanies(member: Member, byId: ReadonlyMap<number, Company>): Member {
  return {
    ...member,
    companies: member.companies.map((company) => {
      const found = byId.get(company.id);
      return found ? summaryOf(found) : company;
    }),
  };
}

/** The same, each company read from the device (`read`: one record by id). */
export async function withCompanyCards(member: Member, read: (id: number) => Promise<Company | undefined>): Promise<Member> {
  const found = await Promise.all(member.companies.map((company) => read(company.id)));
  return completedCompanies(member, new Map(found.flatMap((company) => (company ? [[company.id, company] as const] : []))));
}
