// How old the phone's copy is, in the words people use.
/** 'à l'instant', 'il y a 12 min', 'il y a 2 h', 'il y a 3 j': how old the phone's copy is, at a glance. */
export function relativeAge(timestamp: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - timestamp) / 60_000));
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return `il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `il y a ${hours} h`;
  return `il y a ${Math.floor(hours / 24)} j`;
}

/** 3 000 (the French thin grouping of thousands, as people read it). */
export const formatCount = (count: number) => count.toLocaleString('fr-BE');
