// Tags are compared by the contract's tagKey: whatever the case, the accents and the spaces
// ('Développement' = ' developpement '), as the server compares them.
import { tagKey } from '@club/contract';

/**
 * A tag chosen in a creatable multi-select: an existing option (numeric id) or a typed one, which has
 * no id yet (spec §4: "new tags have a text value instead of a numeric id").
 */
/** A known tag (a sector, skill or service with its id). */
export interface KnownTag {
  id: number;
  name: string;
}

export interface TagValue {
  id: number | null;
  name: string;
}

/** Tags as the select shows them, from saved taxa. */
export const tagsFromTaxa = (taxa: KnownTag[]): TagValue[] => taxa.map(({ id, name }) => ({ id, name }));

/**
 * Turns the chosen tags into ids, creating the new ones on the server first (one call per distinct
 * name, sequentially). A typed tag that matches a known option, or another typed tag, ignoring case
 * and extra spaces, is not created twice. The result keeps the order chosen, without duplicates.
 */
export async function resolveTagIds(tags: TagValue[], known: KnownTag[], create: (name: string) => Promise<KnownTag>): Promise<number[]> {
  const byName = new Map<string, number>();
  for (const taxon of known) byName.set(tagKey(taxon.name), taxon.id);

  const ids: number[] = [];
  for (const tag of tags) {
    let id = tag.id;
    if (id === null) {
      const key = tagKey(tag.name);
      if (key === '') continue;
      id = byName.get(key) ?? null;
      if (id === null) {
        const created = await create(tag.name.trim().replace(/\s+/g, ' '));
        id = created.id;
        byName.set(key, id);
      }
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Adds what the user typed as a tag: the known option of that name if there is one (any case, any accents),
 * nothing if it is already chosen, else a new tag without id.
 */
export function addTypedTag(chosen: TagValue[], options: TagValue[], typed: string): TagValue[] {
  const name = typed.trim().replace(/\s+/g, ' ');
  const key = tagKey(name);
  if (key === '') return chosen;
  if (chosen.some((tag) => tagKey(tag.name) === key)) return chosen;
  const existing = options.find((option) => tagKey(option.name) === key);
  return [...chosen, existing ?? { id: null, name }];
}

/** Does the typed text match some option, as the picker's suggestions do (a part of a name, any case or accents)? */
export function matchesSomeOption(options: TagValue[], typed: string): boolean {
  const key = tagKey(typed);
  return key !== '' && options.some((option) => tagKey(option.name).includes(key));
}

/**
 * What leaving the picker with text still typed does: a text that matches no option becomes a tag (or the
 * option of exactly that name); a text that matches suggestions is left alone — the tap on a suggestion that
 * made the picker lose focus (a phone fires the blur first) selects that suggestion, not the letters typed.
 */
export function tagsOnBlur(chosen: TagValue[], options: TagValue[], typed: string): TagValue[] {
  const key = tagKey(typed);
  const exact = options.some((option) => tagKey(option.name) === key);
  if (!exact && matchesSomeOption(options, typed)) return chosen;
  return addTypedTag(chosen, options, typed);
}
