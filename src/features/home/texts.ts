// The home page's French copy (spec §1, §2); banner, community and FAQ content live in src/content.
export const homeTexts = {
  becomeMember: 'Devenir Membre',
  newTab: '(s’ouvre dans un nouvel onglet)',
  bannerLabel: 'Bienvenue',
  communityTitle: 'Notre communauté',
  communityLabel: 'Évènements, partage et idées',
  galleryTitle: 'Nos événements en photos',
  galleryLabel: 'Photos des événements du club',
  galleryAll: 'Toutes les photos',
  nextEventTitle: 'Prochain événement',
  allEvents: 'Tous les événements',
  membersTitle: 'Nos membres',
  allMembers: 'Tous les membres',
  joinTitle: 'Rejoins le club sur LinkedIn',
  joinText:
    "Le groupe LinkedIn du club est la porte d'entrée de notre communauté : rejoins-le pour suivre les annonces, échanger avec les membres et être invité à nos événements. C'est gratuit.",
  joinButton: 'Rejoindre le groupe',
  faqTitle: 'Questions fréquentes',
  faqPhone: (phone: string) => `Écrire au ${phone}`,
  photoAlt: (index: number) => `Photo d’un événement du club (${index + 1})`,
  openPhoto: (alt: string) => `Agrandir : ${alt}`,
} as const;
