import { describe, expect, it } from 'vitest';
import { decodeColumns, encodeColumns } from './directory-columns';
import { sortKeyOf } from './search';

const media = (id: number, name: string) => ({
  id,
  url: `/uploads/${name}.jpg`,
  width: 1200,
  height: 800,
  alternativeText: `photo ${id}`,
  formats: {
    thumbnail: { url: `/uploads/thumbnail_${name}.jpg`, width: 234, height: 156 },
    small: { url: `/uploads/small_${name}.jpg`, width: 500, height: 333 },
  },
});

describe('sortKeyOf', () => {
  it('is the hex of the normalised name’s UTF-8 bytes, as Node writes them', () => {
    for (const name of ['Émile Dubois', 'Zoë', '  Ana ', '李小龍', 'Emoji 😀 Pro', 'lone \ud800 surrogate', '', 'x'.repeat(300)]) {
      const normalised = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLocaleLowerCase('fr')
        .trim();
      expect(sortKeyOf(name)).toBe(Buffer.from(normalised, 'utf8').toString('hex').slice(0, 250));
    }
    expect(sortKeyOf(null)).toBe('');
  });
});

describe('directory columns', () => {
  it('gives back the rows as they were, with the sort key the server has', () => {
    const rows = [
      {
        id: 7,
        Name: 'Émile Dubois',
        AboutMe: 'Bio',
        BioImage: [media(3, 'avatar_3_ab')],
        sectors: [{ id: 20, Name: 'Services' }],
        skills: [],
        companies: [{ id: 9, Name: 'Acme' }],
        changedAt: 1000,
      },
      {
        id: 8,
        Name: 'Zoë',
        AboutMe: null,
        BioImage: [],
        sectors: [{ id: 20, Name: 'Services' }],
        skills: [{ id: 1, Name: 'Vente' }],
        companies: [],
        changedAt: 1001,
      },
    ];
    const encoded = encodeColumns('members', structuredClone(rows));
    expect(encoded.columns.id).toEqual([7, 8]);
    expect(encoded.columns.sectors).toEqual([[20], [20]]);
    expect(encoded.names?.sectors).toEqual({ 20: 'Services' });
    expect(encoded.columns.companies).toEqual([[[9, 'Acme']], []]);
    expect(encoded.columns.BioImage[0]).toEqual([
      [3, '/uploads/avatar_3_ab.jpg', 1200, 800, 'photo 3', 'thumbnail', 234, 156, 'small', 500, 333],
    ]);
    const decoded = decodeColumns('members', JSON.parse(JSON.stringify(encoded)));
    expect(decoded).toEqual(rows.map((row) => ({ ...row, sortKey: sortKeyOf(row.Name) })));
  });

  it('keeps as they are an image named otherwise and a relation with more than a name', () => {
    const odd = { ...media(4, 'p'), formats: { thumbnail: { url: 'https://cdn.example/t.jpg', width: 10, height: 10 } } };
    const rows = [
      {
        id: 1,
        Name: 'A',
        Logo: odd,
        Photos: [odd],
        sectors: [{ id: 2, Name: 'X', extra: true }],
        skills: [],
        services: [],
        members: [],
        changedAt: 1,
      },
    ];
    const decoded = decodeColumns('companies', JSON.parse(JSON.stringify(encodeColumns('companies', structuredClone(rows)))));
    expect(decoded[0]).toEqual({ ...rows[0], sortKey: sortKeyOf('A') });
  });

  it('sends member cards as ascending gaps and reads them back in that order', () => {
    const rows = [
      { id: 3, Name: 'Lunch', event_attendee: { id: 11, members: [{ id: 900 }, { id: 12 }, { id: 450 }] }, changedAt: 5 },
      { id: 4, Name: 'Soir', event_attendee: null, changedAt: 6 },
    ];
    const encoded = encodeColumns('events', structuredClone(rows));
    expect(encoded.columns.event_attendee).toEqual([[11, 12, 438, 450], null]);
    const decoded = decodeColumns('events', JSON.parse(JSON.stringify(encoded)));
    expect(decoded[0].event_attendee).toEqual({ id: 11, members: [{ id: 12 }, { id: 450 }, { id: 900 }] });
    expect(decoded[1]).toEqual({ ...rows[1], sortKey: '' });
    const companies = encodeColumns('companies', [{ id: 1, Name: 'A', members: [{ id: 30 }, { id: 10 }] }]);
    expect(companies.columns.members).toEqual([[10, 20]]);
  });

  it('answers no row for no row', () => {
    expect(decodeColumns('members', encodeColumns('members', []))).toEqual([]);
  });
});

describe('fields only some rows have', () => {
  it('stay on those rows alone (a member’s own privacy settings are not everyone’s null)', () => {
    const rows = [
      { id: 1, Name: 'Moi', Email: 'moi@example.test', EmailVisibility: null, changedAt: 1 },
      { id: 2, Name: 'Autre', changedAt: 2 },
    ];
    const encoded = encodeColumns('members', structuredClone(rows));
    expect(Object.keys(encoded.columns)).toEqual(['id', 'Name', 'changedAt']);
    const decoded = decodeColumns('members', JSON.parse(JSON.stringify(encoded)));
    expect(decoded).toEqual(rows.map((row) => ({ ...row, sortKey: sortKeyOf(row.Name) })));
    expect('EmailVisibility' in decoded[1]).toBe(false);
  });
});
