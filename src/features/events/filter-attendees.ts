import type { MemberSummary } from '@/api/types';
import { matchesAny } from '@/lib/text-search';

/** 'Membres présents' searched by name at the door (case and accents ignored). */
export function filterAttendees(attendees: MemberSummary[], search: string): MemberSummary[] {
  return attendees.filter((member) => matchesAny(search, [member.name]));
}
