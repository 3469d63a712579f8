import type { MemberSummary } from '@/api/types';
import { matchesAny } from '@club/contract';

/** 'Membres présents' searched by name at the door (case and accents ignored). */
export function filterAttendees(attendees: MemberSummary[], search: string): MemberSummary[] {
  return attendees.filter((member) => matchesAny(search, [member.name]));
}
