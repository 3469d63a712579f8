import { describe, expect, it, vi } from 'vitest';
import { addTypedTag, resolveTagIds, tagsFromTaxa, tagsOnBlur } from './tags';

const known = [
  { id: 1, name: 'Informatique' },
  { id: 2, name: 'Marketing' },
];

describe('resolveTagIds', () => {
  it('keeps the ids of existing tags without calling the server', async () => {
    const create = vi.fn();
    expect(await resolveTagIds(tagsFromTaxa(known), known, create)).toEqual([1, 2]);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates new tags first, then returns every id in order', async () => {
    const create = vi.fn(async (name: string) => ({ id: 10, name }));
    const ids = await resolveTagIds(
      [
        { id: 2, name: 'Marketing' },
        { id: null, name: '  Jardinage ' },
      ],
      known,
      create,
    );
    expect(create).toHaveBeenCalledExactlyOnceWith('Jardinage');
    expect(ids).toEqual([2, 10]);
  });

  it('matches a typed tag to a known one ignoring case and spaces', async () => {
    const create = vi.fn();
    expect(await resolveTagIds([{ id: null, name: 'informatique ' }], known, create)).toEqual([1]);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a name typed twice in different cases only once', async () => {
    let next = 20;
    const create = vi.fn(async (name: string) => ({ id: next++, name }));
    const ids = await resolveTagIds(
      [
        { id: null, name: 'Vente  en ligne' },
        { id: null, name: 'VENTE EN LIGNE' },
        { id: null, name: 'Design' },
      ],
      known,
      create,
    );
    expect(create.mock.calls.map(([name]) => name)).toEqual(['Vente en ligne', 'Design']);
    expect(ids).toEqual([20, 21]);
  });

  it('uses the id the server answers (it may return an existing entry) and drops duplicates', async () => {
    const create = vi.fn(async () => ({ id: 1, name: 'Informatique' }));
    expect(
      await resolveTagIds(
        [
          { id: 1, name: 'Informatique' },
          { id: null, name: 'Informatiques' },
        ],
        known,
        create,
      ),
    ).toEqual([1]);
  });

  it('ignores empty typed tags', async () => {
    const create = vi.fn();
    expect(await resolveTagIds([{ id: null, name: '   ' }], known, create)).toEqual([]);
    expect(create).not.toHaveBeenCalled();
  });

  it('stops at the first failed creation (nothing saved with half the tags)', async () => {
    const create = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(resolveTagIds([{ id: null, name: 'Neuf' }], known, create)).rejects.toThrow('boom');
  });
});

describe('addTypedTag', () => {
  const options = tagsFromTaxa(known);

  it('adds a new tag without id', () => {
    expect(addTypedTag([], options, ' Jardinage ')).toEqual([{ id: null, name: 'Jardinage' }]);
  });

  it('picks the known option of the same name, ignoring case', () => {
    expect(addTypedTag([], options, 'MARKETING')).toEqual([{ id: 2, name: 'Marketing' }]);
  });

  it('does not add a tag already chosen, nor an empty one', () => {
    const chosen = [{ id: null, name: 'Jardinage' }];
    expect(addTypedTag(chosen, options, 'jardinage')).toBe(chosen);
    expect(addTypedTag(chosen, options, '  ')).toBe(chosen);
  });
});

describe('tagsOnBlur (leaving the picker with text typed)', () => {
  const options = [
    { id: 1, name: 'Construction' },
    { id: 2, name: 'Développement web' },
  ];
  it('keeps the letters of a suggestion out: the tap on the suggestion chooses', () => {
    expect(tagsOnBlur([], options, 'Const')).toEqual([]);
    expect(tagsOnBlur([], options, 'developpement')).toEqual([]);
  });
  it('turns a text that matches no option into a new tag', () => {
    expect(tagsOnBlur([], options, 'Horlogerie')).toEqual([{ id: null, name: 'Horlogerie' }]);
  });
  it('takes the existing option when the text is its name, ignoring case and accents', () => {
    expect(tagsOnBlur([], options, 'CONSTRUCTION')).toEqual([{ id: 1, name: 'Construction' }]);
    expect(tagsOnBlur([], options, 'developpement WEB')).toEqual([{ id: 2, name: 'Développement web' }]);
  });
});
