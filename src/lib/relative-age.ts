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

/**
 * 3 000: whole numbers grouped by thousands with a narrow no-break space, as French readers expect (what
 * toLocaleString('fr-BE') writes). Not through Intl: a phone's first French number format loads its locale data,
 * about 40 ms of the main thread at 4× CPU, the moment the download ended and the status said 'Prêt hors ligne'.
 */
export const formatCount = (count: number) => {
  const digits = String(Math.round(Math.abs(count)));
  return `${count < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, '\u202f')}`;
};
