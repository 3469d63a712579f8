/** Names, places and professions for the demo members (French- and Dutch-speaking Belgium). */

export type Gender = 'f' | 'm';

export interface FirstName {
  name: string;
  gender: Gender;
}

const f = (name: string): FirstName => ({ name, gender: 'f' });
const m = (name: string): FirstName => ({ name, gender: 'm' });

export const FRENCH_FIRST_NAMES: FirstName[] = [
  f('Sophie'),
  f('Julie'),
  f('Camille'),
  f('Marie'),
  f('Claire'),
  f('Nathalie'),
  f('Isabelle'),
  f('Céline'),
  f('Aurélie'),
  f('Émilie'),
  f('Manon'),
  f('Chloé'),
  f('Pauline'),
  f('Élodie'),
  f('Valérie'),
  f('Delphine'),
  f('Amélie'),
  f('Laetitia'),
  f('Mélanie'),
  f('Charlotte'),
  m('Thomas'),
  m('Nicolas'),
  m('Julien'),
  m('Maxime'),
  m('Antoine'),
  m('Pierre'),
  m('Olivier'),
  m('Laurent'),
  m('François'),
  m('Benoît'),
  m('Sébastien'),
  m('Mathieu'),
  m('Guillaume'),
  m('Vincent'),
  m('Cédric'),
  m('Damien'),
  m('Arnaud'),
  m('Quentin'),
  m('Jérôme'),
  m('Grégory'),
];

export const FLEMISH_FIRST_NAMES: FirstName[] = [
  f('Els'),
  f('Katrien'),
  f('Sofie'),
  f('Lien'),
  f('Annelies'),
  f('Evelien'),
  f('Hanne'),
  f('Nele'),
  f('Griet'),
  m('Pieter'),
  m('Jan'),
  m('Wouter'),
  m('Bart'),
  m('Koen'),
  m('Joris'),
  m('Stijn'),
  m('Jeroen'),
  m('Dries'),
  m('Thijs'),
  m('Lieven'),
];

export const FRENCH_LAST_NAMES = [
  'Dubois',
  'Lambert',
  'Dupont',
  'Lejeune',
  'Leclercq',
  'Renard',
  'Dumont',
  'Gilson',
  'Collard',
  'Lemaire',
  'Pirard',
  'Hubert',
  'Delvaux',
  'Thiry',
  'Wathelet',
  'Hennuy',
  'Gérard',
  'Fontaine',
  'Stassart',
  'Denis',
  'Lefèvre',
  'Bertrand',
  'Lecomte',
  'Noël',
  'Marchal',
  'Dethier',
  'Rousseau',
  'Piron',
  'Lhoest',
  'Gobert',
];

export const FLEMISH_LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Willems',
  'Mertens',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Jacobs',
  'Vermeulen',
  'Van den Broeck',
  'De Backer',
  'Verstraete',
  'Hermans',
  'Michiels',
  'Declercq',
  'Vanhove',
];

export interface City {
  name: string;
  country: 'Belgique' | 'France' | 'Luxembourg';
  /** Weight in the random draw. */
  weight: number;
}

export const CITIES: City[] = [
  { name: 'Bruxelles', country: 'Belgique', weight: 8 },
  { name: 'Liège', country: 'Belgique', weight: 5 },
  { name: 'Namur', country: 'Belgique', weight: 6 },
  { name: 'Charleroi', country: 'Belgique', weight: 4 },
  { name: 'Mons', country: 'Belgique', weight: 3 },
  { name: 'Wavre', country: 'Belgique', weight: 3 },
  { name: 'Louvain-la-Neuve', country: 'Belgique', weight: 3 },
  { name: 'Gand', country: 'Belgique', weight: 2 },
  { name: 'Anvers', country: 'Belgique', weight: 2 },
  { name: 'Waterloo', country: 'Belgique', weight: 2 },
  { name: 'Nivelles', country: 'Belgique', weight: 2 },
  { name: 'Gembloux', country: 'Belgique', weight: 1 },
  { name: 'Tournai', country: 'Belgique', weight: 1 },
  { name: 'Huy', country: 'Belgique', weight: 1 },
  { name: 'Dinant', country: 'Belgique', weight: 1 },
  { name: 'Arlon', country: 'Belgique', weight: 1 },
];

/** The few members living abroad (the club is open to entrepreneurs anywhere). */
export const FOREIGN_CITIES: City[] = [
  { name: 'Lille', country: 'France', weight: 1 },
  { name: 'Valenciennes', country: 'France', weight: 1 },
  { name: 'Luxembourg', country: 'Luxembourg', weight: 1 },
  { name: 'Esch-sur-Alzette', country: 'Luxembourg', weight: 1 },
];

export interface Profession {
  m: string;
  f: string;
  /** Sector names (see taxonomies.ts) that fit the profession. */
  sectors: string[];
  /** Skill names that fit the profession. */
  skills: string[];
  /** What the person does, completing « Je … ». */
  activity: string;
}

const p = (mName: string, fName: string, sectors: string[], skills: string[], activity: string): Profession => ({
  m: mName,
  f: fName,
  sectors,
  skills,
  activity,
});

export const PROFESSIONS: Profession[] = [
  p(
    'Architecte',
    'Architecte',
    ['Construction', 'Immobilier'],
    ['Gestion de projet', 'Design graphique', 'Rénovation énergétique'],
    'dessine des maisons basse énergie et accompagne des rénovations lourdes',
  ),
  p(
    'Expert-comptable',
    'Experte-comptable',
    ['Finance', 'Conseil'],
    ['Comptabilité', 'Fiscalité', 'Droit des sociétés'],
    'accompagne des indépendants et des PME dans leur comptabilité et leur fiscalité',
  ),
  p(
    'Consultant en stratégie',
    'Consultante en stratégie',
    ['Conseil'],
    ['Gestion de projet', 'Leadership', 'Analyse de données'],
    'aide les dirigeants de PME à clarifier leur stratégie et à structurer leur croissance',
  ),
  p(
    'Développeur web',
    'Développeuse web',
    ['Informatique'],
    ['Développement web', 'Gestion de projet', 'Analyse de données'],
    'conçois des sites et des applications web sur mesure',
  ),
  p(
    'Graphiste indépendant',
    'Graphiste indépendante',
    ['Marketing', 'Artisanat'],
    ['Design graphique', 'Réseaux sociaux', 'Relation client'],
    'crée des identités visuelles, des logos et des supports imprimés',
  ),
  p(
    'Photographe',
    'Photographe',
    ['Marketing', 'Artisanat'],
    ['Photographie', 'Réseaux sociaux', 'Relation client'],
    "réalise des reportages d'entreprise, des portraits et des photos de produits",
  ),
  p(
    'Boulanger-pâtissier',
    'Boulangère-pâtissière',
    ['Commerce', 'Artisanat', 'Horeca'],
    ['Cuisine', 'Gestion d’équipe', 'Vente'],
    'tiens une boulangerie artisanale au levain naturel',
  ),
  p(
    'Agent immobilier',
    'Agente immobilière',
    ['Immobilier', 'Commerce'],
    ['Négociation', 'Vente', 'Immobilier'],
    'accompagne les vendeurs et les acheteurs de biens résidentiels et commerciaux',
  ),
  p(
    'Coach professionnel',
    'Coach professionnelle',
    ['Conseil', 'Santé'],
    ['Coaching', 'Prise de parole en public', 'Leadership'],
    'accompagne les entrepreneurs dans leurs transitions et leur prise de décision',
  ),
  p(
    'Avocat',
    'Avocate',
    ['Conseil'],
    ['Droit des sociétés', 'Négociation', 'Fiscalité'],
    'conseille les entreprises en droit commercial et en droit des sociétés',
  ),
  p(
    'Kinésithérapeute',
    'Kinésithérapeute',
    ['Santé'],
    ['Relation client', 'Gestion d’équipe', 'Coaching'],
    'soigne sportifs et travailleurs de bureau dans mon cabinet',
  ),
  p(
    'Électricien',
    'Électricienne',
    ['Construction', 'Énergie'],
    ['Rénovation énergétique', 'Gestion de projet', 'Relation client'],
    'réalise des installations électriques et des bornes de recharge',
  ),
  p(
    'Menuisier',
    'Menuisière',
    ['Artisanat', 'Construction'],
    ['Gestion de projet', 'Relation client', 'Rénovation énergétique'],
    'fabrique des châssis, des escaliers et du mobilier sur mesure',
  ),
  p(
    'Restaurateur',
    'Restauratrice',
    ['Horeca'],
    ['Cuisine', 'Gestion d’équipe', 'Relation client'],
    'dirige un restaurant de cuisine de saison et un service traiteur',
  ),
  p(
    'Conseiller financier',
    'Conseillère financière',
    ['Finance'],
    ['Levée de fonds', 'Fiscalité', 'Négociation'],
    'aide les indépendants à financer leurs projets et à préparer leur pension',
  ),
  p(
    'Courtier en assurances',
    'Courtière en assurances',
    ['Finance'],
    ['Négociation', 'Relation client', 'Vente'],
    'protège les indépendants et les PME avec des assurances adaptées',
  ),
  p(
    'Chef de projet digital',
    'Cheffe de projet digital',
    ['Informatique', 'Marketing'],
    ['Gestion de projet', 'Marketing digital', 'Développement web'],
    'pilote des projets de transformation numérique pour des PME',
  ),
  p(
    'Ostéopathe',
    'Ostéopathe',
    ['Santé'],
    ['Relation client', 'Coaching', 'Prise de parole en public'],
    'consulte à mon cabinet et interviens en entreprise pour prévenir les troubles musculo-squelettiques',
  ),
  p(
    'Brasseur',
    'Brasseuse',
    ['Horeca', 'Artisanat'],
    ['Vente', 'Cuisine', 'Logistique'],
    'brasse des bières artisanales distribuées dans toute la Wallonie',
  ),
  p(
    'Chocolatier',
    'Chocolatière',
    ['Artisanat', 'Commerce'],
    ['Cuisine', 'Vente', 'Design graphique'],
    'fabrique des pralines et des tablettes bean-to-bar',
  ),
  p(
    'Installateur photovoltaïque',
    'Installatrice photovoltaïque',
    ['Énergie', 'Construction'],
    ['Rénovation énergétique', 'Vente', 'Gestion de projet'],
    'installe des panneaux solaires et des pompes à chaleur chez les particuliers et en entreprise',
  ),
  p(
    'Transporteur',
    'Transporteuse',
    ['Transport'],
    ['Logistique', 'Négociation', 'Gestion d’équipe'],
    'organise le transport de marchandises en Belgique et dans les pays voisins',
  ),
  p(
    'Community manager',
    'Community manager',
    ['Marketing'],
    ['Réseaux sociaux', 'Marketing digital', 'Design graphique'],
    'anime les réseaux sociaux de commerces et de PME locales',
  ),
  p(
    "Designer d'intérieur",
    "Designer d'intérieur",
    ['Construction', 'Immobilier', 'Artisanat'],
    ['Design graphique', 'Gestion de projet', 'Relation client'],
    'aménage des bureaux, des commerces et des logements',
  ),
  p(
    'Formateur',
    'Formatrice',
    ['Conseil'],
    ['Prise de parole en public', 'Coaching', 'Leadership'],
    'anime des formations en vente, en management et en communication',
  ),
  p(
    'Diététicien',
    'Diététicienne',
    ['Santé'],
    ['Coaching', 'Cuisine', 'Relation client'],
    'accompagne mes patients vers une alimentation équilibrée',
  ),
  p(
    'Consultant RH',
    'Consultante RH',
    ['Conseil'],
    ['Gestion d’équipe', 'Leadership', 'Coaching'],
    'aide les PME à recruter et à fidéliser leurs collaborateurs',
  ),
  p(
    'Gérant de commerce',
    'Gérante de commerce',
    ['Commerce'],
    ['Vente', 'Relation client', 'Gestion d’équipe'],
    'gère un commerce de proximité en centre-ville',
  ),
  p(
    'Vidéaste',
    'Vidéaste',
    ['Marketing'],
    ['Photographie', 'Réseaux sociaux', 'Marketing digital'],
    "réalise des vidéos de présentation et des captations d'événements",
  ),
  p(
    'Paysagiste',
    'Paysagiste',
    ['Construction', 'Artisanat'],
    ['Gestion de projet', 'Relation client', 'Design graphique'],
    'crée et entretiens des jardins pour particuliers et entreprises',
  ),
  p(
    'Plombier-chauffagiste',
    'Plombière-chauffagiste',
    ['Construction', 'Énergie'],
    ['Rénovation énergétique', 'Relation client', 'Gestion de projet'],
    'installe et entretiens chaudières, pompes à chaleur et sanitaires',
  ),
  p(
    'Analyste de données',
    'Analyste de données',
    ['Informatique', 'Conseil'],
    ['Analyse de données', 'Développement web', 'Gestion de projet'],
    'transforme les données des PME en tableaux de bord utiles',
  ),
  p(
    'Imprimeur',
    'Imprimeuse',
    ['Commerce', 'Marketing'],
    ['Design graphique', 'Vente', 'Logistique'],
    'imprime cartes de visite, brochures et signalétique',
  ),
  p(
    'Promoteur immobilier',
    'Promotrice immobilière',
    ['Immobilier', 'Construction'],
    ['Négociation', 'Levée de fonds', 'Gestion de projet'],
    'développe des petits projets résidentiels en Brabant wallon',
  ),
];

/** Sentences assembled into each member's « AboutMe ». `{x}` placeholders are filled in by members.ts. */
export const ABOUT_OPENINGS = [
  '{profession} à {city}, {jeActivity}.',
  'Je suis {professionLower} et je travaille à {city} : {jeActivity}.',
  'Basé{e} à {city}, {jeActivity}.',
  'Après {years} ans dans le métier, {jeActivity} depuis {city}.',
];

export const ABOUT_MIDDLES = [
  "J'ai lancé mon activité il y a {since} ans après une première carrière en entreprise.",
  'Mes clients apprécient la proximité, la réactivité et un travail soigné.',
  'Je travaille surtout avec des indépendants et des PME de la région.',
  "J'aime les projets concrets, menés avec des partenaires de confiance.",
  'Je collabore régulièrement avec d’autres membres du club sur des projets communs.',
  'La qualité du service et la relation sur le long terme sont au cœur de ma démarche.',
];

export const ABOUT_CLOSINGS = [
  "Au club, je cherche à rencontrer d'autres entrepreneurs et à partager nos expériences.",
  'Je rejoins volontiers les lunchs du club pour échanger idées et bons plans.',
  "N'hésitez pas à me contacter pour un café ou un projet commun !",
  "Le club m'a permis de trouver des partenaires fiables : j'essaie de rendre la pareille.",
  'Toujours partant pour un échange de compétences entre membres.',
];

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.be', 'skynet.be', 'proximus.be', 'telenet.be', 'hotmail.com'];
