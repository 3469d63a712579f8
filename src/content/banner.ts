import { club } from './club';

// The home banner's slides (spec §1: tagline, welcome text; 'Devenir Membre' under them).
export const BANNER_TAGLINE = 'Entreprendre, Partage, Vivre, Action';

export interface BannerItem {
  id: number;
  kicker: string;
  text: string;
  /** CSS background of the slide (no photo to download: the banner shows at once). */
  background: string;
}

export const bannerItems: BannerItem[] = [
  {
    id: 1,
    kicker: `Bienvenue au Club ${club.name}`,
    text: "Le club gratuit des entrepreneurs : rencontre d'autres chefs d'entreprise, partage tes expériences et fais grandir ton réseau.",
    background: 'linear-gradient(135deg, #1f2a44 0%, #2d3f66 60%, #c8102e 160%)',
  },
  {
    id: 2,
    kicker: 'Ouvert à tous les entrepreneurs',
    text: "Indépendants, dirigeants de PME, porteurs de projet : l'adhésion est gratuite et ouverte à tout entrepreneur, où qu'il soit.",
    background: 'linear-gradient(135deg, #141c30 0%, #1f2a44 55%, #8a6d1d 170%)',
  },
  {
    id: 3,
    kicker: 'Quatre journées et huit lunchs par an',
    text: 'Des rencontres conviviales partout en Belgique, gratuites pour les membres : seules les boissons sont à la charge de chacun.',
    background: 'linear-gradient(135deg, #1f2a44 0%, #141c30 50%, #c8102e 190%)',
  },
];
