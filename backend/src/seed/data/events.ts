/** The club's year: four one-day events and eight lunches, placed around today. */

export type EventKind = 'journee' | 'lunch';

export interface EventSeed {
  name: string;
  kind: EventKind;
  /** Days from today (Europe/Brussels); negative = past. */
  offset: number;
  address: string;
  start: string;
  end: string;
  description: string;
}

export interface PlanSeed {
  title: string;
  description: string;
  start: string;
  end: string;
}

const lunchDescription = (city: string, venue: string) =>
  `Le lunch des entrepreneurs revient à ${city} ! Rendez-vous ${venue} pour un repas convivial entre membres du club. ` +
  'Chacun se présente en une minute, puis on échange idées, contacts et bons plans autour de la table. ' +
  'La participation est gratuite ; les boissons sont à la charge de chacun.';

const dayDescription = (city: string, theme: string) =>
  `Une journée complète à ${city} consacrée à ${theme}. Au programme : conférences d'entrepreneurs, ateliers pratiques, ` +
  'speed networking et drink de clôture. Une belle occasion de rencontrer les membres des quatre coins de la Belgique. ' +
  "L'inscription est gratuite pour tous les membres du club.";

export const EVENTS: EventSeed[] = [
  // Upcoming
  {
    name: 'Lunch des entrepreneurs à Namur',
    kind: 'lunch',
    offset: 6,
    start: '12:00',
    end: '14:30',
    address: 'Le Comptoir Gourmand, Rue de Fer 42, 5000 Namur',
    description: lunchDescription('Namur', 'au Comptoir Gourmand, au bord de la Meuse,'),
  },
  {
    name: 'Journée networking Bruxelles',
    kind: 'journee',
    offset: 20,
    start: '09:00',
    end: '18:00',
    address: 'Place du Grand Sablon 40, 1000 Bruxelles',
    description: dayDescription('Bruxelles', 'la croissance des petites entreprises et au développement de votre réseau'),
  },
  {
    name: 'Lunch des entrepreneurs à Wavre',
    kind: 'lunch',
    offset: 34,
    start: '12:00',
    end: '14:00',
    address: 'Place Cardinal Mercier 10, 1300 Wavre',
    description: lunchDescription('Wavre', 'dans une brasserie de la place Cardinal Mercier'),
  },
  {
    name: 'Lunch networking à Liège',
    kind: 'lunch',
    offset: 55,
    start: '12:15',
    end: '14:30',
    address: 'Boulevard de la Sauvenière 52, 4000 Liège',
    description: lunchDescription('Liège', 'boulevard de la Sauvenière, en plein centre-ville,'),
  },
  {
    name: "Journée de l'entrepreneuriat à Mons",
    kind: 'journee',
    offset: 76,
    start: '09:30',
    end: '17:30',
    address: 'Grand-Place 22, 7000 Mons',
    description: dayDescription('Mons', "l'innovation, au financement et à la transition numérique des PME"),
  },
  {
    name: 'Lunch des entrepreneurs à Charleroi',
    kind: 'lunch',
    offset: 97,
    start: '12:00',
    end: '14:30',
    address: 'Boulevard Tirou 130, 6000 Charleroi',
    description: lunchDescription('Charleroi', 'boulevard Tirou'),
  },
  {
    name: 'Journée business Liège',
    kind: 'journee',
    offset: 125,
    start: '09:00',
    end: '18:00',
    address: 'Quai de la Boverie 3, 4020 Liège',
    description: dayDescription('Liège', "l'export, à la vente et aux partenariats entre membres"),
  },
  // Past
  {
    name: 'Lunch des entrepreneurs à Louvain-la-Neuve',
    kind: 'lunch',
    offset: -9,
    start: '12:00',
    end: '14:00',
    address: "Place de l'Université 25, 1348 Louvain-la-Neuve",
    description: lunchDescription('Louvain-la-Neuve', "place de l'Université"),
  },
  {
    name: 'Journée des entrepreneurs à Namur',
    kind: 'journee',
    offset: -30,
    start: '09:00',
    end: '17:30',
    address: 'Avenue Sergent Vrithoff 2, 5000 Namur',
    description: dayDescription('Namur', "l'entrepreneuriat wallon et à l'entraide entre indépendants"),
  },
  {
    name: 'Lunch des entrepreneurs à Gand',
    kind: 'lunch',
    offset: -47,
    start: '12:00',
    end: '14:30',
    address: 'Korenmarkt 16, 9000 Gand',
    description: lunchDescription('Gand', 'sur le Korenmarkt'),
  },
  {
    name: 'Lunch des entrepreneurs à Mons',
    kind: 'lunch',
    offset: -68,
    start: '12:00',
    end: '14:00',
    address: 'Rue de la Chaussée 8, 7000 Mons',
    description: lunchDescription('Mons', 'rue de la Chaussée, à deux pas de la Grand-Place,'),
  },
  {
    name: "Journée d'automne à Bruxelles",
    kind: 'journee',
    offset: -92,
    start: '09:30',
    end: '18:00',
    address: 'Avenue Louise 231, 1050 Bruxelles',
    description: dayDescription('Bruxelles', 'au marketing digital et à la visibilité des indépendants'),
  },
  {
    name: 'Lunch des entrepreneurs à Waterloo',
    kind: 'lunch',
    offset: -116,
    start: '12:00',
    end: '14:30',
    address: 'Chaussée de Bruxelles 315, 1410 Waterloo',
    description: lunchDescription('Waterloo', 'chaussée de Bruxelles'),
  },
  {
    name: 'Lunch des entrepreneurs à Nivelles',
    kind: 'lunch',
    offset: -150,
    start: '12:00',
    end: '14:00',
    address: 'Grand-Place 1, 1400 Nivelles',
    description: lunchDescription('Nivelles', 'sur la Grand-Place, face à la collégiale Sainte-Gertrude,'),
  },
];

/** Plans of a lunch (3 or 4 items, depending on the event). */
export const LUNCH_PLANS: PlanSeed[] = [
  {
    title: 'Accueil et apéritif',
    start: '12:00',
    end: '12:30',
    description: 'Accueil des membres, badges et premiers échanges autour d’un verre.',
  },
  {
    title: 'Tour de table',
    start: '12:30',
    end: '13:00',
    description: 'Chaque participant présente son activité et ce qu’il recherche en une minute.',
  },
  {
    title: 'Repas et échanges',
    start: '13:00',
    end: '14:00',
    description: 'Lunch à table : on mélange les secteurs pour multiplier les rencontres.',
  },
  { title: 'Mot de clôture', start: '14:00', end: '14:15', description: 'Annonce des prochains événements du club et photo de groupe.' },
];

/** Plans of a one-day event (5 or 6 items). */
export const DAY_PLANS: PlanSeed[] = [
  { title: 'Accueil café', start: '09:00', end: '09:30', description: 'Café, croissants et retrait des badges.' },
  {
    title: "Conférence d'ouverture",
    start: '09:30',
    end: '10:30',
    description: 'Un entrepreneur du club raconte son parcours, ses échecs et ses réussites.',
  },
  {
    title: 'Ateliers pratiques',
    start: '10:45',
    end: '12:15',
    description: 'Trois ateliers au choix : financement, marketing digital, gestion du temps.',
  },
  { title: 'Lunch networking', start: '12:30', end: '14:00', description: 'Buffet de produits locaux et échanges libres entre membres.' },
  {
    title: 'Speed networking',
    start: '14:15',
    end: '15:45',
    description: 'Des rencontres de cinq minutes pour présenter son entreprise à un maximum de membres.',
  },
  {
    title: 'Drink de clôture',
    start: '16:00',
    end: '17:30',
    description: 'Verre de l’amitié (boissons à charge de chacun) et annonce des prochains rendez-vous.',
  },
];

/** Alternative texts for the event photo gallery. */
export const PHOTO_CAPTIONS = [
  'Tour de table au lunch des entrepreneurs',
  'Speed networking entre membres',
  'Conférence d’ouverture',
  'Atelier marketing digital',
  'Photo de groupe',
  'Drink de clôture',
  'Accueil des participants',
  'Échanges autour du buffet',
];
