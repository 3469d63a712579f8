// The home page's community section (spec §1: Evènements, Partage, Idées — title, list text, image).
export type CommunityImage = 'events' | 'sharing' | 'ideas';

export interface CommunityItem {
  id: number;
  title: string;
  items: string[];
  image: CommunityImage;
  imageAlt: string;
}

export const communityItems: CommunityItem[] = [
  {
    id: 1,
    title: 'Evènements',
    items: [
      'Quatre journées complètes par an, partout en Belgique',
      "Huit lunchs d'entrepreneurs pour se retrouver autour d'une table",
      'Participation gratuite pour tous les membres',
    ],
    image: 'events',
    imageAlt: 'Un calendrier rempli de rendez-vous',
  },
  {
    id: 2,
    title: 'Partage',
    items: [
      'Des retours d’expérience concrets entre entrepreneurs',
      'Des contacts, des partenaires et des clients potentiels',
      'Une entraide simple et bienveillante',
    ],
    image: 'sharing',
    imageAlt: 'Deux bulles de conversation',
  },
  {
    id: 3,
    title: 'Idées',
    items: [
      'De nouvelles idées pour développer ton activité',
      'Des thèmes choisis par et pour les membres',
      'L’inspiration de parcours variés, de tous les secteurs',
    ],
    image: 'ideas',
    imageAlt: 'Une ampoule allumée',
  },
];
