/** Writes the planned club into the database through the document service. */
import type { Core, Modules, UID as Uid } from '@strapi/strapi';
import { PERKS, SECTORS, SERVICES, SKILLS } from './data/taxonomies';
import { strapiTime } from '../utils/dates';
import type { SeedPlan } from './plan';

export const UID = {
  member: 'api::member.member',
  company: 'api::company.company',
  sector: 'api::sector.sector',
  skill: 'api::skill.skill',
  service: 'api::service.service',
  perk: 'api::perk.perk',
  event: 'api::event.event',
  eventPlan: 'api::event-plan.event-plan',
  eventAttendee: 'api::event-attendee.event-attendee',
  eventPhoto: 'api::event-photo.event-photo',
} as const;

type Names = Map<string, string>;

type Data<T extends Uid.ContentType> = Modules.Documents.Params.Data.Input<T>;

async function create<T extends Uid.ContentType>(strapi: Core.Strapi, uid: T, data: Data<T>): Promise<string> {
  const created = await strapi.documents(uid).create({ data });
  return String(created.documentId);
}

/** Creates one entry per name (reusing an existing entry of the same name); returns name -> documentId. */
async function createNamed(
  strapi: Core.Strapi,
  uid: (typeof UID)['sector' | 'skill' | 'service' | 'perk'],
  names: string[],
): Promise<Names> {
  const existing = await strapi.db.query(uid).findMany({ where: { Name: { $in: names } }, select: ['Name', 'documentId'] });
  const map: Names = new Map(existing.map((entry: { Name: string; documentId: string }) => [entry.Name, entry.documentId]));
  for (const name of names) if (!map.has(name)) map.set(name, await create(strapi, uid, { Name: name }));
  return map;
}

const ids = (map: Names, names: string[]) =>
  names.map((name) => {
    const id = map.get(name);
    if (!id) throw new Error(`[seed] unknown taxonomy entry '${name}'`);
    return id;
  });

export interface Taxonomies {
  sectors: Names;
  skills: Names;
  services: Names;
}

export async function createTaxonomies(strapi: Core.Strapi): Promise<Taxonomies> {
  const sectors = await createNamed(strapi, UID.sector, SECTORS);
  const skills = await createNamed(strapi, UID.skill, SKILLS);
  const services = await createNamed(strapi, UID.service, SERVICES);
  await createNamed(strapi, UID.perk, PERKS);
  return { sectors, skills, services };
}

const fileId = (fileIds: number[], index: number) => (index >= 0 ? fileIds[index] : null);

/** Creates members, companies, events (with plans and attendees) and the event photo gallery. Returns the demo member's documentId. */
export async function createContent(strapi: Core.Strapi, plan: SeedPlan, taxonomies: Taxonomies, fileIds: number[]): Promise<string> {
  const memberIds: string[] = [];
  for (const [index, member] of plan.members.entries()) {
    const { sectors, skills, initials, hasPhoto, isDemo, ...fields } = member;
    const avatar = fileId(fileIds, plan.avatarImage[index]);
    memberIds.push(
      await create(strapi, UID.member, {
        ...fields,
        // The demo's people are fictional and share their contacts with everyone, so visitors see 'Appeler'
        // and 'Email'; a real member starts with signed-in members only (privacy by default).
        PhoneVisibility: 'everyone',
        EmailVisibility: 'everyone',
        BioImage: avatar ? [avatar] : [],
        sectors: ids(taxonomies.sectors, sectors),
        skills: ids(taxonomies.skills, skills),
      }),
    );
  }

  for (const [index, company] of plan.companies.entries()) {
    const area = company.country === 'France' ? '+33' : company.country === 'Luxembourg' ? '+352' : '+32';
    // Belgian numbers: 1-digit area + 7 digits (+32 2 512 34 56), 2-digit area + 6 digits (+32 81 23 45 67).
    const digits = String(1000000 + ((index * 1047293 + 353171) % 9000000));
    const local =
      company.area.length === 1
        ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`
        : `${digits.slice(1, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
    await create(strapi, UID.company, {
      Name: company.name,
      About: company.about,
      Phone: `${area} ${company.area} ${local}`,
      Email: `${index % 3 === 0 ? 'info' : 'contact'}@${company.domain}`,
      Website: `https://www.${company.domain}`,
      City: company.city,
      Country: company.country,
      NumberOfEmployees: company.employees,
      Logo: fileId(fileIds, plan.logoImage[index]),
      Photos: plan.companyPhotoImages[index].map((image) => fileIds[image]),
      CompanyVideoPresentation: company.video,
      CompanyLinkedin: `https://www.linkedin.com/company/${company.domain.split('.')[0]}`,
      members: plan.companyMembers[index].map((memberIndex) => memberIds[memberIndex]),
      sectors: ids(taxonomies.sectors, company.sectors),
      skills: ids(taxonomies.skills, company.skills),
      services: ids(taxonomies.services, company.services),
    });
  }

  for (const [index, event] of plan.events.entries()) {
    const eventId = await create(strapi, UID.event, {
      Name: event.name,
      Description: event.description,
      Date: event.date,
      StartingTime: strapiTime(event.start),
      EndTime: strapiTime(event.end),
      Address: event.address,
      EventImage: fileId(fileIds, plan.eventImage[index]),
      Photos: plan.eventOwnPhotoImages[index].map((image) => fileIds[image]),
      Published: true,
      Programme: event.plans.map((item) => ({
        Title: item.title,
        Description: item.description,
        StartingTime: strapiTime(item.start),
        EndTime: strapiTime(item.end),
      })),
    });
    if (event.attendees) {
      await create(strapi, UID.eventAttendee, { event: eventId, members: event.attendees.map((i) => memberIds[i]) });
    }
  }

  // Single type: update the existing entry (keeps its id) or create it.
  const photos = plan.eventPhotoImages.map((image) => fileIds[image]);
  const existing = await strapi.documents(UID.eventPhoto).findFirst({});
  if (existing) await strapi.documents(UID.eventPhoto).update({ documentId: existing.documentId, data: { Photo: photos } });
  else await create(strapi, UID.eventPhoto, { Photo: photos });

  return memberIds[plan.members.findIndex((member) => member.isDemo)];
}
