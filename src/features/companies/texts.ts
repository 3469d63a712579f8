// The companies screens' French copy (spec §2).
import { formatCount } from '@/lib/relative-age';

export const companiesTexts = {
  title: 'Sociétés',
  logoAlt: (name: string) => `Logo de ${name}`,
  heading: (clubName: string) => `Découvrez les sociétés membres du Club ${clubName}`,
  ownTitle: 'Mes sociétés',
  addCompany: 'Ajouter une nouvelle société',
  searchPlaceholder: 'Recherche...',
  searchLabel: 'Rechercher une société par nom ou description',
  sectorPlaceholder: 'Secteur',
  sectorLabel: 'Filtrer par secteur',
  partial: (stored: number, expected: number) =>
    `Hors ligne : ${formatCount(stored)} sociétés sur ${formatCount(expected)} sont déjà sur ce téléphone, la recherche porte sur elles. Les autres arrivent dès que le réseau revient.`,
  website: 'Site Web',
  call: 'Appeler',
  email: 'Email',
  about: 'À propos',
  services: 'Services',
  members: 'Membre(s)',
  video: 'Vidéo de présentation',
  videoTitle: (name: string) => `Vidéo de présentation de ${name}`,
  videoLink: 'Voir la vidéo de présentation',
  photos: 'Photos',
  photoAlt: (name: string, index: number) => `${name} : photo ${index + 1}`,
  openPhoto: (alt: string) => `Agrandir : ${alt}`,
  linkedin: 'Page LinkedIn de la société',
  employees: (count: number) => `${count} employé${count > 1 ? 's' : ''}`,
  notFound: 'Cette société n’existe pas ou a quitté le club.',
} as const;
