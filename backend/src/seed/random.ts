import { mulberry32 } from '@club/contract';

/**
 * Deterministic pseudo-random generator (mulberry32) so every seed produces the same club:
 * same names, same links between members and companies, same images.
 */
export class Random {
  /** Float in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items (or all of them when there are fewer). */
  pickMany<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }
}

/** Runs `worker` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const run = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      results[index] = await worker(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, run));
  return results;
}

/** Up to two initials: 'Sophie Lambert' -> 'SL', 'Pixel Wallon' -> 'PW'. */
export function initials(text: string): string {
  const words = text
    .replace(/[&'’-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word));
  const letters = words.map((word) => word[0].toUpperCase());
  return (letters.length >= 2 ? letters[0] + letters[1] : text.slice(0, 2).toUpperCase()).normalize('NFC');
}
