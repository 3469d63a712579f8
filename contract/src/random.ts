/**
 * A small seeded generator (mulberry32): the same 32-bit seed draws the same numbers in [0, 1), on any machine.
 * The demo seed builds the same club from it; the home page draws the same members on the server and the device.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same generator from a seed in [0, 1) (a fraction of the day, a random number). */
export const seededRandom = (seed: number): (() => number) => mulberry32(Math.floor(seed * 0xffffffff));

/**
 * Up to `count` distinct items chosen at random, in the order drawn (spec §2: the home's 8 members when at
 * least 8 exist, otherwise all of them, in random order), drawn alike by the server's sample and by the
 * device offline. A partial Fisher–Yates shuffle on a copy: the input is untouched.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const size = Math.min(count, pool.length);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, size);
}
