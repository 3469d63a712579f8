import type { Member } from '@/api/types';
import { matchesAny } from '@/lib/text-search';

export interface MemberFilter {
  /** Free text, searched in the name, the profession, the city and the companies' names (docs/deviations.md). */
  search: string;
  /** Keep members whose sectors include this sector id. */
  sectorId?: number;
}

export function filterMembers(members: readonly Member[], { search, sectorId }: MemberFilter): Member[] {
  return members.filter(
    (member) =>
      matchesAny(search, [member.name, member.profession, member.city, ...member.companies.map((company) => company.name)]) &&
      (sectorId === undefined || member.sectors.some((sector) => sector.id === sectorId)),
  );
}
