export const pwaTexts = {
  updateAvailable: 'Nouvelle version disponible',
  update: 'Mettre à jour',
  offline: 'Tu es hors ligne',
  /** The offline banner: how complete the phone's copy is. */
  directoryComplete: (members: string, age: string) => `Annuaire complet · ${members} membres · ${age}`,
  directoryPartial: (percent: number) => `Annuaire incomplet · ${percent} % sur ce téléphone`,
  /** Online: whether the phone is ready for a basement with no signal. */
  readyOffline: (members: string) => `Prêt hors ligne ✓ · ${members} membres`,
  preparingOffline: (percent: number) => `Annuaire en cours de téléchargement · ${percent} %`,
  notReadyOffline: 'Pas encore prêt hors ligne',
  directoryMissing: 'Annuaire pas encore sur ce téléphone',
  firstReady: 'L’annuaire est sur ton téléphone : prêt hors ligne ✓',
  install: "Installer l'application",
  iosHint: "Pour installer l'application : Partager → Sur l'écran d'accueil",
  offer: "Garde l'annuaire du club sur ton téléphone, même sans réseau.",
  later: 'Plus tard',
} as const;

export const offlineDownloadTexts = {
  menuItem: 'Disponible hors ligne',
  title: 'Disponible hors ligne',
  intro:
    "Télécharge l'annuaire complet (membres, sociétés, événements, photos) et leurs images sur cet appareil, pour tout retrouver sans réseau.",
  start: 'Télécharger',
  resume: 'Reprendre',
  close: 'Fermer',
  working: 'Téléchargement en cours…',
  progress: (done: number, total: number, size: string) => `${done} / ${total} images — ${size}`,
  summary: (total: number, size: string, failed: number) =>
    `Terminé : ${total} images disponibles hors ligne (${size} téléchargés)` +
    (failed ? `, ${failed} en échec : relance pour reprendre.` : '.'),
  offline: 'Tu es hors ligne : le téléchargement reprendra avec le réseau.',
  noSpace: "Pas assez d'espace libre sur cet appareil pour tout télécharger.",
  persisted: 'Le navigateur conservera ces données.',
  notPersisted: 'Le navigateur pourra effacer ces données si l’espace manque.',
} as const;

export function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;
}
