import { describe, expect, it } from 'vitest';
import { DIRECTORIES, DIRECTORY_KINDS } from './directory';
import { decodeColumns, encodeColumns } from './directory-columns';
import { deviceSortKey, rowOfStored, STORED_FIELDS, storedRecords } from './directory-stored';
import { sortKeyOf } from './search';
import { standardRenditions } from './media';

const media = (id: number, name: string, formats = ['thumbnail', 'small']) => ({
  id,
  url: `/uploads/${name}.jpg`,
  width: 1200,
  height: 800,
  alternativeText: `photo ${id}`,
  formats: Object.fromEntries(
    formats.map((format, at) => [format, { url: `/uploads/${format}_${name}.jpg`, width: 100 * (at + 1), height: 50 }]),
  ),
});

/** Rows through the wire (columns, JSON) and the device (stored records, IndexedDB's structured clone), back. */
function throughTheDevice(kind: 'members' | 'companies' | 'events', rows: Array<Record<string, unknown>>) {
  const answer = JSON.parse(JSON.stringify(encodeColumns(kind, structuredClone(rows))));
  const records = structuredClone(storedRecords(kind, answer));
  return { answer, records, rows: records.map((record) => rowOfStored(kind, record.id, record.item, answer.names)) };
}

describe('a directory’s records as the device keeps them', () => {
  it('read back as the rows the columns bring, for every directory', () => {
    const members = [
      {
        id: 7,
        Name: 'Émile Dubois',
        AboutMe: 'Bio',
        BioImage: [media(3, 'avatar_3_ab', ['thumbnail', 'large', 'medium', 'small'])],
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
    const companies = [
      {
        id: 1,
        Name: 'Acme',
        Logo: media(5, 'logo'),
        Photos: [media(6, 'a'), { ...media(7, 'b'), formats: { thumbnail: { url: 'https://cdn.example/t.jpg', width: 1, height: 1 } } }],
        members: [{ id: 30 }, { id: 10 }],
        sectors: [{ id: 2, Name: 'X', extra: true }],
        skills: [],
        services: [{ id: 4, Name: 'Conseil' }],
        NumberOfEmployees: 12,
        changedAt: 3,
      },
    ];
    const events = [
      {
        id: 3,
        Name: 'Lunch',
        Programme: [
          { id: 1, Title: 'Accueil', Description: 'Café', StartingTime: '12:00:00.000', EndTime: null },
          { id: 2, Title: 'Pitch', Description: '', StartingTime: '12:30:00.000', EndTime: '13:00:00.000' },
        ],
        EventImage: null,
        Photos: [],
        event_attendee: { id: 11, members: [{ id: 900 }, { id: 12 }] },
        changedAt: 5,
      },
      { id: 4, Name: 'Soir', Programme: [], EventImage: media(8, 'soir'), Photos: [], event_attendee: null, changedAt: 6 },
    ];
    for (const [kind, rows] of [
      ['members', members],
      ['companies', companies],
      ['events', events],
    ] as const) {
      const { answer, rows: read } = throughTheDevice(kind, rows);
      const expected = decodeColumns(kind, answer).map(({ sortKey: _sortKey, changedAt: _changedAt, ...row }) => row);
      expect(read).toEqual(expected);
    }
  });

  it('keeps each record compact: no field’s name, image renditions and programme keys once', () => {
    const { records } = throughTheDevice('members', [
      { id: 7, Name: 'Émile', BioImage: [media(3, 'p', ['thumbnail', 'large'])], sectors: [{ id: 20, Name: 'Services' }], changedAt: 1 },
    ]);
    expect(records[0]).toMatchObject({ id: 7, changedAt: 1, sortKey: deviceSortKey('Émile') });
    const item = records[0].item;
    expect(item[STORED_FIELDS.members.indexOf('Name')]).toBe('Émile');
    expect(item[STORED_FIELDS.members.indexOf('BioImage')]).toEqual([[3, '/uploads/p.jpg', 1200, 800, 'photo 3', 0, 100, 50, 3, 200, 50]]);
    expect(item[STORED_FIELDS.members.indexOf('sectors')]).toEqual([20]);
    // Fields the answer did not have are absent, not null.
    expect(item[STORED_FIELDS.members.indexOf('AboutMe')]).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain('Name');

    const { records: events } = throughTheDevice('events', [
      {
        id: 1,
        Name: 'E',
        Programme: [
          { id: 1, Title: 'A', StartingTime: null },
          { id: 2, Title: 'B', StartingTime: '10:00:00.000' },
        ],
        changedAt: 1,
      },
    ]);
    expect(events[0].item[STORED_FIELDS.events.indexOf('Programme')]).toEqual([
      ['id', 'Title', 'StartingTime'],
      [1, 'A', null],
      [2, 'B', '10:00:00.000'],
    ]);
  });

  it('leaves out the renditions Strapi makes of an image’s size, and rebuilds them when read', () => {
    const strapiMade = (id: number, width: number, height: number) => ({
      id,
      url: `/uploads/p${id}.jpg`,
      width,
      height,
      alternativeText: null,
      formats: Object.fromEntries(
        standardRenditions(width, height).map(([name, w, h]) => [name, { url: `/uploads/${name}_p${id}.jpg`, width: w, height: h }]),
      ),
    });
    // 1200×800: thumbnail 234×156, large 1000×667, medium 750×500, small 500×333 (what Strapi made in the bench's seed).
    expect(standardRenditions(1200, 800)).toEqual([
      ['thumbnail', 234, 156],
      ['large', 1000, 667],
      ['medium', 750, 500],
      ['small', 500, 333],
    ]);
    const odd = strapiMade(3, 1200, 800);
    (odd.formats.small as { height: number }).height = 334;
    const rows = [
      { id: 1, Name: 'A', Logo: strapiMade(1, 1200, 800), Photos: [strapiMade(2, 400, 400), odd, strapiMade(4, 100, 80)], changedAt: 1 },
    ];
    const { answer, records, rows: read } = throughTheDevice('companies', rows);
    const item = records[0].item;
    expect(item[STORED_FIELDS.companies.indexOf('Logo')]).toEqual([1, '/uploads/p1.jpg', 1200, 800, null, 1]);
    const photos = item[STORED_FIELDS.companies.indexOf('Photos')] as unknown[][];
    expect(photos[0]).toEqual([2, '/uploads/p2.jpg', 400, 400, null, 1]);
    // Not what Strapi would make (a rendition one pixel off): kept as it is, its names as numbers.
    expect(photos[1]).toHaveLength(5 + 3 * 4);
    // An image smaller than every box has no rendition: nothing to leave out.
    expect(photos[2]).toEqual([4, '/uploads/p4.jpg', 100, 80, null]);
    const [{ sortKey: _sortKey, changedAt: _changedAt, ...expected }] = decodeColumns('companies', answer);
    expect(read).toEqual([expected]);
    expect((read[0].Logo as { formats: unknown }).formats).toEqual(rows[0].Logo.formats);
  });

  it('keeps what only some rows have, and fields it does not list, on their rows', () => {
    const rows = [
      { id: 1, Name: 'Moi', Email: 'moi@example.test', EmailVisibility: 'members', Brand: 'new field', changedAt: 1 },
      { id: 2, Name: 'Autre', Brand: 'x', changedAt: 2 },
    ];
    const { rows: read } = throughTheDevice('members', rows);
    expect(read).toEqual(rows.map(({ changedAt: _changedAt, ...row }) => row));
    expect('EmailVisibility' in read[1]).toBe(false);
  });

  it('lists every field a directory’s query sends (one not listed is kept by name, at a cost)', () => {
    for (const kind of DIRECTORY_KINDS) {
      const { fields, populate } = DIRECTORIES[kind].query;
      const sent = [...fields, ...Object.keys(populate)];
      expect(sent.filter((field) => !STORED_FIELDS[kind].includes(field))).toEqual([]);
    }
  });
});

describe('deviceSortKey', () => {
  it('orders as the server’s hex keys do, at half their length', () => {
    const names = ['Émile Dubois', 'Zoë', 'emile', 'Ana', '李小龍', 'Emoji 😀 Pro', 'Emoji \uffee Pro', 'x'.repeat(300), ''];
    const byHex = [...names].sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? -1 : sortKeyOf(a) > sortKeyOf(b) ? 1 : 0));
    const byDevice = [...names].sort((a, b) => (deviceSortKey(a) < deviceSortKey(b) ? -1 : deviceSortKey(a) > deviceSortKey(b) ? 1 : 0));
    expect(byDevice).toEqual(byHex);
    for (const name of names) expect(deviceSortKey(name).length).toBe(sortKeyOf(name).length / 2);
    // The case JavaScript's own order gets wrong: an emoji (a surrogate pair) sorts after U+FFEE in UTF-8.
    expect(deviceSortKey('😀') > deviceSortKey('\uffee')).toBe(true);
  });
});
