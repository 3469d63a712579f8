// The photos screen's French copy (spec §2).
export const photosTexts = {
  title: 'Nos précédents événements',
  photoAlt: (index: number) => `Photo d’un événement du club (${index + 1})`,
  openPhoto: (alt: string) => `Agrandir : ${alt}`,
  empty: 'Aucune photo pour le moment.',
  /** Offline: the photos themselves come down only with 'Disponible hors ligne' (the sync keeps their list). */
  offlineNotice:
    'Hors ligne, seules les photos déjà enregistrées sur ce téléphone s’affichent. Avec du réseau, « Disponible hors ligne » les garde toutes.',
} as const;
