/**
 * Everything the seed writes, decided up front from fixed PRNG seeds: the same club on every run
 * (only the event dates move with today's date).
 */
import { initials, Random } from './random';
import { buildMembers, MemberDraft } from './members';
import { assignAttendees, assignCompanies } from './links';
import { COMPANIES, CompanySeed } from './data/companies';
import { DAY_PLANS, EVENTS, EventSeed, LUNCH_PLANS, PHOTO_CAPTIONS, PlanSeed } from './data/events';
import { addDays, clubToday } from '@club/contract';
import { frenchDate, minutesBetween, shiftTime } from '../utils/dates';
import type { ImageRequest } from './images';

export const EVENT_PHOTO_COUNT = 42;
const PHOTOS_PER_PAST_EVENT = 5;

export interface EventDraft extends EventSeed {
  date: string;
  /** The programme, in its order. */
  plans: PlanSeed[];
  attendees: number[] | null;
}

export interface SeedPlan {
  members: MemberDraft[];
  companies: CompanySeed[];
  companyMembers: number[][];
  events: EventDraft[];
  images: ImageRequest[];
  /** Index in `images` of each member's avatar / company's logo / event's image (-1 = none). */
  avatarImage: number[];
  logoImage: number[];
  companyPhotoImages: number[][];
  eventImage: number[];
  eventPhotoImages: number[];
  /** Each event's own photos (past events: some of the gallery's, as if taken there). */
  eventOwnPhotoImages: number[][];
}

function eventPlans(event: EventSeed, random: Random): PlanSeed[] {
  const template = event.kind === 'lunch' ? LUNCH_PLANS : DAY_PLANS;
  const count = event.kind === 'lunch' ? (minutesBetween(event.start, event.end) >= 150 ? 4 : 3) : random.int(5, 6);
  const shift = minutesBetween(template[0].start, event.start);
  return template.slice(0, count).map((plan) => ({
    ...plan,
    start: shiftTime(plan.start, shift, event.end),
    end: shiftTime(plan.end, shift, event.end),
  }));
}

export function buildPlan(): SeedPlan {
  const members = buildMembers(new Random(20240601));
  const companies = COMPANIES;
  const companyMembers = assignCompanies(new Random(7), members, companies);
  const demoIndex = members.findIndex((member) => member.isDemo);
  const today = clubToday();
  const eventRandom = new Random(1337);
  const attendees = assignAttendees(
    new Random(99),
    members.length,
    demoIndex,
    EVENTS.map((event) => event.offset),
  );
  const events: EventDraft[] = EVENTS.map((event, index) => {
    const plans = eventPlans(event, eventRandom);
    return {
      ...event,
      date: addDays(today, event.offset),
      plans,
      attendees: attendees[index],
    };
  });

  const images: ImageRequest[] = [];
  const imageRandom = new Random(424242);
  const add = (request: Omit<ImageRequest, 'seed'>) => images.push({ ...request, seed: imageRandom.int(1, 1e9) }) - 1;

  const avatarImage = members.map((member) =>
    member.hasPhoto
      ? add({
          kind: 'avatar',
          width: 600,
          height: 600,
          format: 'jpeg',
          text: member.initials,
          hue: imageRandom.int(0, 359),
          name: `portrait ${member.Name}`,
          alt: `Portrait de ${member.Name}`,
        })
      : -1,
  );
  const logoImage = companies.map((company, index) =>
    company.logo === false
      ? -1
      : add({
          kind: 'logo',
          width: 400,
          height: 400,
          format: index % 4 === 1 ? 'png' : 'jpeg',
          text: initials(company.name),
          subtitle: company.name,
          hue: imageRandom.int(0, 359),
          name: `logo ${company.name}`,
          alt: `Logo de ${company.name}`,
        }),
  );
  const companyPhotoImages = companies.map((company) =>
    Array.from({ length: company.photos ?? 0 }, (_, i) => {
      const portrait = imageRandom.chance(0.3);
      return add({
        kind: 'photo',
        width: portrait ? 800 : 1200,
        height: portrait ? 1200 : 800,
        format: 'jpeg',
        text: '',
        hue: imageRandom.int(0, 359),
        name: `${company.name} photo ${i + 1}`,
        alt: `${company.name} : photo ${i + 1}`,
      });
    }),
  );
  const eventImage = events.map((event) =>
    add({
      kind: 'event',
      width: 1200,
      height: 800,
      format: 'jpeg',
      text: event.name,
      subtitle: `${frenchDate(event.date)} · ${event.address.split(', ').pop()}`,
      hue: imageRandom.int(0, 359),
      name: `evenement ${event.name}`,
      alt: event.name,
    }),
  );
  const eventPhotoImages = Array.from({ length: EVENT_PHOTO_COUNT }, (_, i) => {
    const portrait = i % 3 === 2;
    const caption = PHOTO_CAPTIONS[i % PHOTO_CAPTIONS.length];
    return add({
      kind: 'photo',
      width: portrait ? 800 : 1200,
      height: portrait ? 1200 : 800,
      format: 'jpeg',
      text: '',
      hue: imageRandom.int(0, 359),
      name: `photo evenement ${i + 1}`,
      alt: caption,
    });
  });

  const pastEvents = events.filter((event) => event.offset < 0);
  const eventOwnPhotoImages = events.map((event) => {
    const rank = pastEvents.indexOf(event);
    if (rank < 0) return [];
    const first = (rank * PHOTOS_PER_PAST_EVENT) % EVENT_PHOTO_COUNT;
    return Array.from({ length: PHOTOS_PER_PAST_EVENT }, (_, i) => eventPhotoImages[(first + i) % EVENT_PHOTO_COUNT]);
  });

  return {
    members,
    companies,
    companyMembers,
    events,
    images,
    avatarImage,
    logoImage,
    companyPhotoImages,
    eventImage,
    eventPhotoImages,
    eventOwnPhotoImages,
  };
}
