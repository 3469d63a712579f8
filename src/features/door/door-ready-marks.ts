// 'Prêt hors ligne ✓' at the door is remembered per event in localStorage. The attendees' photos it vouches for
// leave with the media cache at logout (offline/media-purge.ts), so the marks leave with them.
const PREFIX = 'club-door-ready:';

export const doorReadyKey = (eventId: number) => `${PREFIX}${eventId}`;

export function forgetDoorReadiness(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
}
