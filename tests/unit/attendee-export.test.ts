// @vitest-environment node
// The attendee list's CSV and printed page (backend/src/backoffice/attendee-export.ts).
import { describe, expect, it } from 'vitest';
import {
  attendeesCsv,
  attendeesPrintPage,
  attendeesXlsx,
  csvField,
  neutraliseFormula,
  type AttendeeRow,
} from '../../backend/src/backoffice/attendee-export';
import { workbookParts } from '../api/support/workbook';

const row = (overrides: Partial<AttendeeRow> = {}): AttendeeRow => ({
  name: 'Anne',
  profession: null,
  companies: [],
  city: null,
  ...overrides,
});

describe('the attendee CSV', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+32 470', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseFormula(value)).toBe(`'${value}`);
    for (const value of ['Anne', '1+1', 'a=b', '', "'déjà"]) expect(neutraliseFormula(value)).toBe(value);
  });

  it('quotes fields with commas, quotes, semicolons or line breaks (RFC 4180)', () => {
    expect(csvField('Dupont, SA')).toBe('"Dupont, SA"');
    expect(csvField('Le "Club"')).toBe('"Le ""Club"""');
    expect(csvField('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`);
    expect(csvField('simple')).toBe('simple');
  });

  it('starts with a byte order mark and French headers, separates with ; (Excel in Belgium), ends lines with CRLF', () => {
    // Checked in at the door at 19:42 Brussels time (18:42 UTC in winter).
    const csv = attendeesCsv([
      row({ name: 'Zoé', companies: ['B', 'A'], email: 'z@x.be', checkedInAt: Date.UTC(2026, 11, 3, 18, 42) }),
      row({ name: 'Luc', phone: '0470' }),
      row({ name: 'Jeanne Invitée', email: 'j@x.be', kind: 'guest', checkedInAt: Date.UTC(2026, 11, 3, 18, 50) }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFNom;Statut;Profession;Entreprise;Ville;E-mail;Téléphone;Présent',
      'Zoé;Inscrit;;"B, A";;z@x.be;;"Oui, 19:42"',
      'Luc;Inscrit;;;;;0470;',
      'Jeanne Invitée;Invité;;;;j@x.be;;"Oui, 19:50"',
      '',
    ]);
  });
});

describe('the attendee workbook (.xlsx)', () => {
  it('writes every cell as text: a phone keeps its + with no mark, a formula is never run', async () => {
    const book = await attendeesXlsx([row({ name: '=HYPERLINK("x")', phone: '+32 470 12 34 56', kind: 'walk-in' })]);
    const xml = Object.values(workbookParts(new Uint8Array(book))).join('\n');
    expect(xml).toContain('+32 470 12 34 56');
    expect(xml).not.toContain("'+32");
    expect(xml).toContain('Sur place');
    expect(xml).not.toMatch(/<f[ >]/); // no formula cell anywhere
    expect(xml).toContain('<t>=HYPERLINK("x")</t>'); // a shared string (t="s"), shown as typed
  });
});

describe('the printed attendee list', () => {
  it('escapes what members typed and has print rules', () => {
    const page = attendeesPrintPage(
      { name: 'Lunch <b>', when: 'lundi 1 juin', address: null },
      [row({ name: '<script>alert(1)</script>' })],
      null,
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('<title>Participants : Lunch &lt;b&gt;</title>');
    expect(page).toMatch(/@media print \{[^}]*@page/);
    expect(page).toContain('1 inscrit<');
  });

  it('says so when nobody signed up', () => {
    expect(attendeesPrintPage({ name: 'Vide', when: '', address: null }, [], null)).toContain('Personne ne s’est encore inscrit.');
  });

  it('gives the door’s counts once someone came, guests marked', () => {
    const page = attendeesPrintPage(
      { name: 'Soirée', when: '', address: null },
      [row({ name: 'Anne', checkedInAt: 1 }), row({ name: 'Bob' }), row({ name: 'Invitée', kind: 'guest', checkedInAt: 2 })],
      { registered: 2, present: 1, walkIns: 0, guests: 1, noShows: 1 },
    );
    expect(page).toContain('Présents 1 / 2 inscrits · 1 invité');
    expect(page).toContain('<td>Invité</td>');
  });
});
