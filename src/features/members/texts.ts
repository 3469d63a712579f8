// The members screens' French copy (spec §2).
export const membersTexts = {
  title: 'Membres',
  heading: (clubName: string) => `Découvrez Les Membres Du Club ${clubName}`,
  searchPlaceholder: 'Recherche...',
  searchLabel: 'Rechercher un membre par nom ou profession',
  sectorPlaceholder: 'Secteur',
  sectorLabel: 'Filtrer par secteur',
  call: 'Appeler',
  email: 'Email',
  sectors: 'Secteur(s) :',
  skills: 'Compétences :',
  companies: 'Sociétés :',
  linkedin: 'Profil LinkedIn',
  notFound: 'Ce membre n’existe pas ou a quitté le club.',
} as const;
