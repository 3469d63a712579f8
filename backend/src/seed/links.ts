/** Who works in which company, and who attends which event (indices into the drafts). */
import { Random } from './random';
import type { MemberDraft } from './members';
import type { CompanySeed } from './data/companies';

export const MEMBERS_WITHOUT_COMPANY = 7;

/** Companies of the demo member (by name): she can edit these two and no other. */
export const DEMO_COMPANIES = ['Atelier Lambert Menuiserie', 'Verde Consult'];

const overlap = (a: string[], b: string[]) => a.some((item) => b.includes(item));

/**
 * Returns, for each company, the indices of its members. Every company gets at least one member;
 * most members belong to one or two companies; a few belong to none.
 */
export function assignCompanies(random: Random, members: MemberDraft[], companies: CompanySeed[]): number[][] {
  const result: number[][] = companies.map(() => []);
  const demoIndex = members.findIndex((member) => member.isDemo);
  DEMO_COMPANIES.forEach((name) => result[companies.findIndex((company) => company.name === name)].push(demoIndex));

  const others = members.map((_, index) => index).filter((index) => index !== demoIndex);
  const withoutCompany = new Set(random.pickMany(others, MEMBERS_WITHOUT_COMPANY));
  const eligible = random.shuffle(others.filter((index) => !withoutCompany.has(index)));
  const companyCount = new Map<number, number>();
  const link = (companyIndex: number, memberIndex: number) => {
    result[companyIndex].push(memberIndex);
    companyCount.set(memberIndex, (companyCount.get(memberIndex) ?? 0) + 1);
  };

  // Every company gets one member whose sectors fit, when there is one left.
  companies.forEach((company, companyIndex) => {
    const free = eligible.filter((index) => !companyCount.has(index));
    const fitting = free.find((index) => overlap(members[index].sectors, company.sectors));
    link(companyIndex, fitting ?? free[0]);
  });

  // Everyone else eligible joins one company (of a fitting sector if possible), some a second one.
  for (const memberIndex of eligible) {
    const wanted = (companyCount.get(memberIndex) ?? 0) === 0 ? 1 + (random.chance(0.25) ? 1 : 0) : random.chance(0.15) ? 1 : 0;
    for (let n = 0; n < wanted; n += 1) {
      const candidates = companies
        .map((company, index) => index)
        .filter((index) => !result[index].includes(memberIndex) && !DEMO_COMPANIES.includes(companies[index].name));
      const fitting = candidates.filter((index) => overlap(members[memberIndex].sectors, companies[index].sectors));
      link(random.pick(fitting.length > 0 ? fitting : candidates), memberIndex);
    }
  }
  return result;
}

/** Attendee lists: every past event, plus the first two upcoming ones (the demo member in the first only). */
export function assignAttendees(random: Random, memberCount: number, demoIndex: number, offsets: number[]): (number[] | null)[] {
  const others = Array.from({ length: memberCount }, (_, i) => i).filter((i) => i !== demoIndex);
  const upcoming = offsets
    .map((offset, index) => ({ offset, index }))
    .filter(({ offset }) => offset >= 0)
    .sort((a, b) => a.offset - b.offset)
    .map(({ index }) => index);
  return offsets.map((offset, index) => {
    if (offset < 0) {
      const list = random.pickMany(others, random.int(8, 20));
      return random.chance(0.5) ? [...list, demoIndex] : list;
    }
    if (index === upcoming[0]) return [demoIndex, ...random.pickMany(others, random.int(5, 9))];
    if (index === upcoming[1]) return random.pickMany(others, random.int(10, 15));
    return null;
  });
}
