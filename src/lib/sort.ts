// One French collator for every sort by name: `a.localeCompare(b, 'fr')` builds a collator on each call,
// which made mapping the 300-member directory cost tens of milliseconds on a slow phone. Built on first use, not
// when the module loads: ICU's French collation data took ~50 ms of an offline start at 4× CPU, and that start
// (the directory from the device, already sorted) sorts nothing.
let frenchCollator: Intl.Collator | undefined;

export const byName = <T extends { name: string }>(a: T, b: T) => (frenchCollator ??= new Intl.Collator('fr')).compare(a.name, b.name);
