// One French collator for every sort by name: `a.localeCompare(b, 'fr')` builds a collator on each call,
// which made mapping a directory slow on a phone. Built on first use, not when the module loads: loading ICU's
// French collation data is a noticeable part of an offline start on a slow phone, and that start (the directory
// from the device, already sorted) sorts nothing.
let frenchCollator: Intl.Collator | undefined;

export const byName = <T extends { name: string }>(a: T, b: T) => (frenchCollator ??= new Intl.Collator('fr')).compare(a.name, b.name);
