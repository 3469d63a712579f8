/** Builds the demo members (plain data, no database access). */
import { slugify } from '@club/contract';
import { Random } from './random';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  CITIES,
  City,
  EMAIL_DOMAINS,
  FirstName,
  FLEMISH_FIRST_NAMES,
  FLEMISH_LAST_NAMES,
  FOREIGN_CITIES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
  PROFESSIONS,
  Profession,
} from './data/people';
import { SKILLS } from './data/taxonomies';

export const MEMBER_COUNT = 64;
export const MEMBERS_WITHOUT_PHOTO = 5;
export const DEMO_EMAIL = 'demo@club-entrepreneurs.be';

export interface MemberDraft {
  Name: string;
  Email: string;
  Phone: string;
  Profile: 'Member';
  Profession: string;
  AboutMe: string;
  City: string;
  Country: string;
  Languages?: string;
  LinkedinProfileURL: string;
  MemberPresentationURL?: string;
  sectors: string[];
  skills: string[];
  initials: string;
  hasPhoto: boolean;
  isDemo: boolean;
}

const PRESENTATION_VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://vimeo.com/76979871'];

function pickCity(random: Random): City {
  const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
  let draw = random.next() * total;
  for (const city of CITIES) {
    draw -= city.weight;
    if (draw < 0) return city;
  }
  return CITIES[0];
}

function phoneFor(country: string, random: Random): string {
  const pair = () => random.digits(2);
  if (country === 'France') return `+33 6 ${pair()} ${pair()} ${pair()} ${pair()}`;
  if (country === 'Luxembourg') return `+352 621 ${random.digits(3)} ${random.digits(3)}`;
  return `+32 4${random.int(60, 99)} ${pair()} ${pair()} ${pair()}`;
}

/**
 * The languages a demo member speaks (a Belgian club: French, Dutch, English, German), from where they live
 * and their name, with no draw of its own (the rest of the demo data stays as it was).
 */
function languagesOf(country: string, flemish: boolean, index: number): string | undefined {
  if (index % 5 === 4) return undefined; // some leave it empty
  if (country === 'Luxembourg') return 'Luxembourgeois, français, allemand';
  if (country !== 'Belgique') return index % 2 ? 'Français, anglais' : 'Français';
  if (flemish) return index % 3 ? 'Néerlandais, français, anglais' : 'Néerlandais, anglais';
  return ['Français, anglais', 'Français, néerlandais, anglais', 'Français', 'Français, anglais, allemand'][index % 4];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');
}

function aboutMe(profession: Profession, label: string, city: string, gender: 'f' | 'm', random: Random): string {
  const values = {
    profession: label,
    professionLower: label.charAt(0).toLowerCase() + label.slice(1),
    // « je » + verb, with the elision: « j'aide », « je dessine ».
    jeActivity: /^[aeiouyéèêh]/i.test(profession.activity) ? `j'${profession.activity}` : `je ${profession.activity}`,
    city,
    e: gender === 'f' ? 'e' : '',
    years: String(random.int(12, 25)),
    since: String(random.int(3, 10)),
  };
  const middles = random.pickMany(ABOUT_MIDDLES, random.int(1, 2));
  return [random.pick(ABOUT_OPENINGS), ...middles, random.pick(ABOUT_CLOSINGS)].map((s) => fill(s, values)).join(' ');
}

interface Identity {
  first: FirstName;
  last: string;
  city: City;
  profession: Profession;
}

/** The member behind the demo account: fixed so the credentials in the README stay true. */
const DEMO_IDENTITY: Identity = {
  first: { name: 'Sophie', gender: 'f' },
  last: 'Lambert',
  city: CITIES.find((city) => city.name === 'Namur')!,
  profession: PROFESSIONS.find((profession) => profession.m === 'Consultant en stratégie')!,
};

export function buildMembers(random: Random): MemberDraft[] {
  const usedNames = new Set<string>();
  const usedEmails = new Set<string>([DEMO_EMAIL]);
  const noPhoto = new Set(
    random.pickMany(
      Array.from({ length: MEMBER_COUNT - 1 }, (_, i) => i + 1),
      MEMBERS_WITHOUT_PHOTO,
    ),
  );
  const foreign = new Set(
    random.pickMany(
      Array.from({ length: MEMBER_COUNT - 1 }, (_, i) => i + 1),
      FOREIGN_CITIES.length,
    ),
  );
  const foreignCities = random.shuffle(FOREIGN_CITIES);
  const members: MemberDraft[] = [];

  for (let index = 0; index < MEMBER_COUNT; index += 1) {
    let identity: Identity;
    let flemish = false;
    if (index === 0) {
      identity = DEMO_IDENTITY;
    } else {
      const city = foreign.has(index) ? foreignCities.pop()! : pickCity(random);
      flemish = city.name === 'Gand' || city.name === 'Anvers' ? random.chance(0.8) : random.chance(0.15);
      do {
        identity = {
          first: random.pick(flemish ? FLEMISH_FIRST_NAMES : FRENCH_FIRST_NAMES),
          last: random.pick(flemish ? FLEMISH_LAST_NAMES : FRENCH_LAST_NAMES),
          city,
          profession: random.pick(PROFESSIONS),
        };
      } while (usedNames.has(`${identity.first.name} ${identity.last}`));
    }
    const { first, last, city, profession } = identity;
    const name = `${first.name} ${last}`;
    usedNames.add(name);

    let email = DEMO_EMAIL;
    if (index > 0) {
      email = `${slugify(first.name, { separator: '.' })}.${slugify(last, { separator: '' })}@${random.pick(EMAIL_DOMAINS)}`;
      while (usedEmails.has(email)) email = email.replace('@', `${random.int(1, 9)}@`);
      usedEmails.add(email);
    }

    const label = first.gender === 'f' ? profession.f : profession.m;
    const sectors = random.pickMany(profession.sectors, random.int(1, Math.min(2, profession.sectors.length)));
    if (sectors.length < 3 && random.chance(0.2)) sectors.push('Conseil');
    const skills = random.pickMany(profession.skills, random.int(2, 3));
    if (skills.length < 4 && random.chance(0.5)) skills.push(random.pick(SKILLS));

    members.push({
      Name: name,
      Email: email,
      Phone: phoneFor(city.country, random),
      Profile: 'Member',
      Profession: label,
      AboutMe: aboutMe(profession, label, city.name, first.gender, random),
      City: city.name,
      Country: city.country,
      Languages: languagesOf(city.country, flemish, index),
      LinkedinProfileURL: `https://www.linkedin.com/in/${slugify(name)}-${random.digits(4)}`,
      MemberPresentationURL: index % 21 === 5 ? PRESENTATION_VIDEOS[((index / 21) % 2) | 0] : undefined,
      sectors: Array.from(new Set(sectors)),
      skills: Array.from(new Set(skills)),
      initials: `${first.name[0]}${last.replace(/^(Van den |Van |De )/, '')[0]}`.toUpperCase(),
      hasPhoto: !noPhoto.has(index),
      isDemo: index === 0,
    });
  }
  return members;
}
