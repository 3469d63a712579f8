/** Route ids are positive integers; anything else is treated as "no such page". */
export function parseId(value: string): number | null {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
