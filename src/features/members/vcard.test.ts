import { describe, expect, it } from 'vitest';
import type { Member } from '@/api/types';
import { escapeText, foldLine } from '@club/contract';
import { buildVCard, splitName, vCardInputFrom } from './vcard';

/** The logical lines of a file: CRLF ends, folded lines joined back. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const octets = (line: string) => new TextEncoder().encode(line).length;

const member: Member = {
  id: 12,
  name: 'Jean-Pierre Van den Berg',
  email: 'jp@exemple.be',
  phone: '+32 470 12 34 56',
  profile: 'Member',
  profession: 'Conseil, stratégie; & innovation',
  aboutMe: '',
  city: 'Liège',
  country: 'Belgique',
  linkedinUrl: 'linkedin.com/in/jpvdb',
  presentationUrl: '',
  languages: '',
  photo: {
    id: 1,
    url: '/uploads/jp.jpg',
    width: 800,
    height: 800,
    alt: null,
    variants: [{ url: '/uploads/small_jp.jpg', width: 500, height: 500 }],
  },
  sectors: [],
  skills: [],
  companies: [
    { id: 1, name: 'Zèbre & Co', about: '', logo: null, services: [] },
    { id: 2, name: 'Atelier, Liège', about: '', logo: null, services: [] },
  ],
};

describe('vCard builder', () => {
  it('writes a vCard 3.0 with every field the page shows', () => {
    const text = buildVCard(vCardInputFrom(member, 'https://club.be'));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(unfold(text)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Van den Berg;Jean-Pierre;;;',
      'FN:Jean-Pierre Van den Berg',
      'TITLE:Conseil\\, stratégie\\; & innovation',
      'ORG:Zèbre & Co',
      'TEL;TYPE=CELL:+32 470 12 34 56',
      'EMAIL;TYPE=INTERNET:jp@exemple.be',
      'URL:https://linkedin.com/in/jpvdb',
      'X-SOCIALPROFILE;TYPE=linkedin:https://linkedin.com/in/jpvdb',
      'ADR;TYPE=WORK:;;;Liège;;;Belgique',
      'PHOTO;VALUE=URI:https://club.be/uploads/small_jp.jpg',
      'NOTE:Sociétés : Zèbre & Co\\, Atelier\\, Liège\\nProfil du club : https://club.be/members-detail/12',
      'END:VCARD',
    ]);
  });

  it('leaves out phone and e-mail when the viewer may not see them (absent from the data)', () => {
    const text = buildVCard(
      vCardInputFrom({ ...member, phone: '', email: '', companies: [], photo: null, linkedinUrl: '' }, 'https://club.be'),
    );
    expect(text).not.toMatch(/^(TEL|EMAIL|ORG|PHOTO|URL)/m);
    expect(text).toContain('FN:Jean-Pierre Van den Berg');
  });

  it('escapes backslashes, commas, semicolons and new lines in text values', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
    const text = buildVCard({ name: 'Zoé; Dupont', profession: 'Ligne 1\nLigne 2, suite \\ fin' });
    expect(unfold(text)).toContain('TITLE:Ligne 1\\nLigne 2\\, suite \\\\ fin');
    expect(unfold(text)).toContain('N:Dupont;Zoé\\;;;;');
  });

  it('folds long lines at 75 octets without cutting an accented character', () => {
    const long = `NOTE:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of physical.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    // Every physical line is valid UTF-8 on its own (no character split between two lines).
    for (const line of physical) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(foldLine('short')).toBe('short');
  });

  it('splits names: first word given name, the rest family name', () => {
    expect(splitName('  Marie   Dubois ')).toEqual({ given: 'Marie', family: 'Dubois' });
    expect(splitName('Cher')).toEqual({ given: 'Cher', family: '' });
  });
});
