// One way to turn a name into a slug, for the seed's addresses, the files the app and the back-office make
// ('participants-lunch-a-namur.csv', 'sophie-lambert.vcf').

/**
 * Lower-case ASCII: accents dropped, every run of other characters one `separator`, none at either end, at most
 * `maxLength` characters. 'Éric Van den Broeck' → 'eric-van-den-broeck'; '' when nothing is left.
 */
export function slugify(text: string, { separator = '-', maxLength = Infinity }: { separator?: string; maxLength?: number } = {}): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}${separator}${word}` : word;
    if (next.length > maxLength) return slug || word.slice(0, maxLength);
    slug = next;
  }
  return slug;
}
