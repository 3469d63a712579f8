/** A duration in milliseconds from the environment; `fallback` when unset, not a number, or below `min`. */
export function envMilliseconds(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min ? value : fallback;
}
