// The 'À envoyer' list: actions made offline, waiting for the network.
export const outboxTexts = {
  title: 'À envoyer',
  menuItem: 'À envoyer',
  button: (count: number) => `À envoyer : ${count} action${count > 1 ? 's' : ''} en attente de connexion`,
  intro:
    'Ces actions ont été faites hors ligne. Elles partiront d’elles-mêmes dès le retour de la connexion, même si tu fermes l’application.',
  empty: 'Rien à envoyer : tout est à jour.',
  queuedAt: (day: string, time: string) => `Préparée le ${day} à ${time}`,
  cancel: 'Annuler',
  cancelLabel: (label: string) => `Annuler : ${label}`,
  cancelled: 'Action annulée : elle ne sera pas envoyée.',
  close: 'Fermer',
} as const;
