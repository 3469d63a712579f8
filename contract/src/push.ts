// Web Push (issue 46): what the installed app and the server agree on. A member's phone subscribes once
// (`POST /api/push/subscription` with the browser's PushSubscription), chooses per kind what it receives, and
// the server pushes the same events it mails. A push's payload is what the notification shows, nothing more
// (RFC 8291 encrypts it for the device); the service worker draws it as given.

/** What a device may be told, in the order 'Mon Profil' lists them. */
export const PUSH_KINDS = ['seatFreed', 'reminder', 'change', 'message'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Each kind as 'Mon Profil' names it (the words). */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  seatFreed: 'Place libérée',
  reminder: 'Rappel la veille',
  change: 'Changement d’horaire ou de lieu',
  message: 'Message des organisateurs',
};

/** Which kinds a device receives: every kind on when it subscribes. */
export type PushChoices = Record<PushKind, boolean>;
export const ALL_PUSH_KINDS_ON: PushChoices = { seatFreed: true, reminder: true, change: true, message: true };

/** What a push carries: the notification's two lines, the page a tap opens and the group it replaces. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** One notification per event on the phone: a newer one about the same event replaces the older one. */
export const pushTagOfEvent = (eventId: number) => `event-${eventId}`;

/** What the server accepts of a subscription (a push service's endpoint is an https URL under 1 KB in practice). */
export const PUSH_LIMITS = {
  endpointMaxLength: 2048,
  /** A member's devices: a new one beyond this replaces the one unused the longest. */
  devicesPerMember: 10,
  deviceLabelMaxLength: 80,
} as const;

/** The server's answers, in French (the app shows them as they come). */
export const PUSH_MESSAGES = {
  badSubscription: 'Cet abonnement aux notifications n’est pas valable.',
  unknownPushService: 'Ce service de notifications n’est pas reconnu.',
  badChoices: 'Chaque type de notification doit valoir true ou false.',
  noMember: 'Aucun profil membre n’est lié à ce compte.',
  notThisDevice: 'Ce téléphone n’est pas abonné aux notifications.',
} as const;
