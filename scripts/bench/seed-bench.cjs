'use strict';
// Bench data, written inside the Strapi process (backend/scripts/test-server.js loads this file when
// SEED_MODULE points at it, with the sizes in SEED_OPTIONS). Production-like responses: every member,
// company, event and photo has its own file row (a handful of real uploads with sharp's renditions,
// cloned as rows), relations everywhere the screens show them. Deterministic (seeded random).
const fs = require('fs');
const os = require('os');
const path = require('path');

const UID = {
  member: 'api::member.member',
  company: 'api::company.company',
  sector: 'api::sector.sector',
  skill: 'api::skill.skill',
  service: 'api::service.service',
  event: 'api::event.event',
  attendee: 'api::event-attendee.event-attendee',
  photo: 'api::event-photo.event-photo',
  file: 'plugin::upload.file',
};

const FIRST = [
  'Sophie',
  'Luc',
  'Amélie',
  'Thomas',
  'Nathalie',
  'Julien',
  'Claire',
  'Maxime',
  'Isabelle',
  'Olivier',
  'Camille',
  'Nicolas',
  'Élise',
  'Antoine',
  'Chloé',
  'Pierre',
  'Léa',
  'François',
  'Manon',
  'Benoît',
  'Inès',
  'Hugo',
  'Marie',
  'Simon',
];
const LAST = [
  'Lambert',
  'Dubois',
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dupont',
  'Leroy',
  'Renard',
  'Collard',
  'Lemaire',
  'Gilson',
  'Denis',
  'Martin',
  'Simon',
  'Laurent',
  'Fontaine',
  'Delvaux',
];
const CITIES = [
  'Bruxelles',
  'Namur',
  'Liège',
  'Charleroi',
  'Mons',
  'Louvain-la-Neuve',
  'Wavre',
  'Arlon',
  'Tournai',
  'Gand',
  'Anvers',
  'Luxembourg',
];
const PROFESSIONS = [
  'Architecte',
  'Comptable',
  'Développeuse web',
  'Consultant RH',
  'Photographe',
  'Avocate',
  'Boulanger',
  'Graphiste',
  'Coach',
  'Traductrice',
  'Électricien',
  'Fiscaliste',
];
const WORDS =
  'accompagne entreprises projets croissance conseil réseau clients qualité service local innovation équipe stratégie marché formation durable'.split(
    ' ',
  );
const SECTORS = [
  'Construction',
  'Commerce',
  'Conseil',
  'Numérique',
  'Santé',
  'Horeca',
  'Finance',
  'Immobilier',
  'Industrie',
  'Transport',
  'Éducation',
  'Culture',
  'Énergie',
  'Agriculture',
  'Juridique',
  'Communication',
  'Tourisme',
  'Artisanat',
  'Sport',
  'Services',
];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function uploadImages(strapi, kind, count, size) {
  const sharp = require(require.resolve('sharp', { paths: [path.join(__dirname, '..', '..', 'backend')] }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-img-'));
  const upload = strapi.plugin('upload').service('upload');
  const files = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const hue = (i * 47) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}"><rect width="100%" height="100%" fill="hsl(${hue},55%,55%)"/><circle cx="50%" cy="45%" r="28%" fill="hsl(${(hue + 180) % 360},40%,85%)"/><text x="50%" y="90%" font-size="${Math.round(size[1] / 10)}" text-anchor="middle" fill="#fff">${kind} ${i + 1}</text></svg>`;
      const filename = `bench-${kind}-${i + 1}.jpg`;
      const filepath = path.join(dir, filename);
      const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
      fs.writeFileSync(filepath, buffer);
      const [file] = await upload.upload({
        data: { fileInfo: { name: filename, alternativeText: `${kind} ${i + 1}`, caption: '' } },
        files: { filepath, originalFilename: filename, mimetype: 'image/jpeg', size: buffer.length },
      });
      files.push(file);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return files;
}

/** A new file row pointing at an uploaded file's bytes and renditions (no image work). */
async function cloneFile(strapi, file, n) {
  const { id, documentId, createdAt, updatedAt, publishedAt, related, folder, ...rest } = file;
  const row = await strapi.db.query(UID.file).create({ data: { ...rest, name: `${n}-${file.name}` } });
  return row.id;
}

/** The app organiser the door bench signs in with (a throwaway database's account). */
const BENCH_DOOR_ORGANISER = { email: 'porte@exemple.be', password: 'BenchPorte12345!' };

module.exports = async function seedBench(strapi, options = {}) {
  const size = { members: 300, companies: 120, events: 40, photos: 200, ...options };
  const existing = await strapi.db.query(UID.member).count({});
  if (existing >= size.members) return;
  const started = Date.now();
  const rnd = random(20240607);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const some = (list, min, max) => {
    const n = min + Math.floor(rnd() * (max - min + 1));
    return [...new Set(Array.from({ length: n }, () => pick(list)))];
  };
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const docs = (uid) => strapi.documents(uid);

  const [avatars, logos, pictures] = [
    await uploadImages(strapi, 'avatar', 8, [400, 400]),
    await uploadImages(strapi, 'logo', 6, [300, 300]),
    await uploadImages(strapi, 'photo', 8, [1200, 800]),
  ];
  let clones = 0;
  const fileFrom = (list) => cloneFile(strapi, pick(list), (clones += 1));

  await strapi.db.transaction(async () => {
    const named = async (uid, names) => {
      const out = [];
      for (const Name of names) out.push((await docs(uid).create({ data: { Name } })).documentId);
      return out;
    };
    const sectors = await named(UID.sector, SECTORS);
    const skills = await named(
      UID.skill,
      Array.from({ length: 40 }, (_, i) => `Compétence ${i + 1}`),
    );
    const services = await named(
      UID.service,
      Array.from({ length: 30 }, (_, i) => `Service ${i + 1}`),
    );

    const members = [];
    for (let i = 0; i < size.members; i += 1) {
      const first = pick(FIRST);
      const last = pick(LAST);
      const slug = `${first}.${last}.${i}`
        .normalize('NFD')
        .replace(/[^a-zA-Z0-9.]/g, '')
        .toLowerCase();
      const created = await docs(UID.member).create({
        data: {
          Name: `${first} ${last} ${i + 1}`,
          Email: `${slug}@exemple.be`,
          Phone: `+32 4${String(70000000 + i * 7919).slice(0, 8)}`,
          Profession: pick(PROFESSIONS),
          AboutMe: `${sentence(40)}.`,
          City: pick(CITIES),
          Country: 'Belgique',
          LinkedinProfileURL: `https://www.linkedin.com/in/${slug.replace(/\./g, '-')}`,
          BioImage: i % 3 === 2 ? [] : [await fileFrom(avatars)],
          sectors: some(sectors, 1, 2),
          skills: some(skills, 1, 4),
        },
      });
      members.push(created.documentId);
    }

    for (let i = 0; i < size.companies; i += 1) {
      const photos = [];
      for (let p = 0, n = Math.floor(rnd() * 4); p < n; p += 1) photos.push(await fileFrom(pictures));
      await docs(UID.company).create({
        data: {
          Name: `${pick(LAST)} ${pick(['SPRL', 'SA', 'SRL', '& Fils', 'Conseil', 'Studio'])} ${i + 1}`,
          About: `${sentence(60)}.`,
          Phone: `+32 81 ${String(100000 + i * 37).slice(0, 6)}`,
          Email: `contact${i}@societe-${i}.be`,
          Website: `https://www.societe-${i}.be`,
          City: pick(CITIES),
          Country: 'Belgique',
          NumberOfEmployees: Math.floor(rnd() * 50),
          CompanyLinkedin: `https://www.linkedin.com/company/societe-${i}`,
          Logo: i % 4 === 3 ? null : await fileFrom(logos),
          Photos: photos,
          members: some(members, 1, 3),
          sectors: some(sectors, 1, 2),
          skills: some(skills, 1, 3),
          services: some(services, 1, 3),
        },
      });
    }

    const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
    for (let i = 0; i < size.events; i += 1) {
      const event = await docs(UID.event).create({
        data: {
          Name: `Rencontre ${pick(CITIES)} n° ${i + 1}`,
          Description: `${sentence(50)}.`,
          Date: day(i - Math.floor(size.events / 2)),
          StartingTime: '12:00:00.000',
          EndTime: '14:30:00.000',
          Address: `Rue de la Station ${i + 1}, ${pick(CITIES)}`,
          EventImage: await fileFrom(pictures),
          Published: true,
          Programme: ['Accueil', 'Présentations', 'Repas'].map((Title, order) => ({
            Title,
            Description: sentence(12),
            StartingTime: `1${2 + order}:00:00.000`,
          })),
        },
      });
      await docs(UID.attendee).create({ data: { event: event.documentId, members: some(members, 8, 40) } });
    }

    // The door (issue 28): an event today with `doorAttendees` signed up (every member at most), and an app
    // organiser to open it.
    const door = await docs(UID.event).create({
      data: {
        Name: 'Soirée de la porte',
        Description: `${sentence(30)}.`,
        // No start time: its door takes check-ins from the day's start (contract's doorWindow), whenever the bench runs.
        Date: day(0),
        Address: 'Rue de la Station 1, Namur',
        Published: true,
      },
    });
    await docs(UID.attendee).create({ data: { event: door.documentId, members: members.slice(0, size.doorAttendees ?? 300) } });
    const organiser = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'organiser' } });
    await docs('plugin::users-permissions.user').create({
      data: {
        ...BENCH_DOOR_ORGANISER,
        username: 'bench-door',
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: organiser.documentId,
        member: members[members.length - 1],
      },
    });

    const gallery = [];
    for (let i = 0; i < size.photos; i += 1) gallery.push(await fileFrom(pictures));
    const single = await docs(UID.photo).findFirst({});
    if (single) await docs(UID.photo).update({ documentId: single.documentId, data: { Photo: gallery } });
    else await docs(UID.photo).create({ data: { Photo: gallery } });
  });
  strapi.log.warn(
    `[bench seed] ${size.members} members, ${size.companies} companies, ${size.events} events, ${size.photos} photos in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};
module.exports.BENCH_DOOR_ORGANISER = BENCH_DOOR_ORGANISER;
