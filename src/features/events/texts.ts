// The events screens' French copy (spec §2).
export const eventsTexts = {
  title: 'Evénements',
  searchPlaceholder: 'Recherche...',
  searchLabel: 'Rechercher un événement par nom ou description',
  see: 'Voir l’événement',
  date: 'Date',
  time: 'Horaire',
  address: 'Adresse',
  planning: 'Planning de l’événement',
  signUp: 'Inscription',
  attendees: 'Membres présents',
  noAttendees: 'Aucun membre inscrit pour le moment.',
  imageAlt: (name: string) => `Image de l’événement ${name}`,
  notFound: 'Cet événement n’existe pas.',
} as const;
