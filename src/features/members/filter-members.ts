import type { Member } from '@/api/types';
import { matchesAny, searchValues } from '@club/contract';

export interface MemberFilter {
  /** Free text, searched where the contract says (the name, the profession, the city, the companies' names…). */
  search: string;
  /** Keep members whose sectors include this sector id. */
  sectorId?: number;
}

export function filterMembers(members: readonly Member[], { search, sectorId }: MemberFilter): Member[] {
  return members.filter(
    (member) =>
      matchesAny(search, searchValues('members', member, 'app')) &&
      (sectorId === undefined || member.sectors.some((sector) => sector.id === sectorId)),
  );
}
