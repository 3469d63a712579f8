// The photos screen's French copy (spec §2).
export const photosTexts = {
  title: 'Nos précédents événements',
  photoAlt: (index: number) => `Photo d’un événement du club (${index + 1})`,
  openPhoto: (alt: string) => `Agrandir : ${alt}`,
  empty: 'Aucune photo pour le moment.',
} as const;
