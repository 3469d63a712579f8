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
