// French copy of the phone's notifications (issue 46). The kinds' names are the contract's (PUSH_KIND_LABELS).
export const pushTexts = {
  title: 'Notifications',
  offer: 'Me prévenir sur ce téléphone',
  offerWhy: 'Une place qui se libère, le rappel la veille, un horaire qui change : ce téléphone te le dit.',
  enabled: 'C’est noté : ce téléphone te préviendra.',
  intro: 'Ce téléphone te prévient de ce que tu choisis ci-dessous. Les e-mails restent envoyés selon tes choix plus bas.',
  kindOn: (label: string) => `${label} : activé sur ce téléphone.`,
  kindOff: (label: string) => `${label} : désactivé sur ce téléphone.`,
  test: 'Tester sur ce téléphone',
  testing: 'Envoi…',
  testSent: 'Notification envoyée : elle arrive dans quelques secondes.',
  testFailed: 'Le service de notifications de ton navigateur n’a pas pris la notification : réessaie dans un moment.',
  disable: 'Ne plus rien recevoir sur ce téléphone',
  disabled: 'Ce téléphone ne recevra plus de notifications.',
  failed: 'Les notifications n’ont pas pu être activées : réessaie dans un moment.',
  saveFailed: 'Ton choix n’a pas pu être enregistré : réessaie dans un moment.',
  offline: 'Hors ligne : les notifications se règlent avec la connexion.',
  // Why the option is missing (the mails go on as before).
  unsupported: 'Ce navigateur ne reçoit pas de notifications : les e-mails te préviennent comme avant.',
  iosNotInstalled:
    'Sur iPhone et iPad, les notifications arrivent dans l’app installée : touche Partager puis « Sur l’écran d’accueil », et ouvre l’app depuis là.',
  denied:
    'Les notifications sont bloquées pour ce site dans ton navigateur. Autorise-les dans ses réglages (le cadenas à côté de l’adresse), puis reviens ici.',
  refused: 'Tu n’as pas autorisé les notifications : les e-mails te préviennent comme avant.',
  noWorker: 'L’app n’est pas encore prête sur ce téléphone : recharge la page et réessaie.',
};
