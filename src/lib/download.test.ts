import { describe, expect, it } from 'vitest';
import { absoluteUrl, fileNameFrom } from './download';

describe('file names and URLs of generated files', () => {
  it('makes a plain file name', () => {
    expect(fileNameFrom('Jérôme Lefèvre-Dubois', 'vcf')).toBe('jerome-lefevre-dubois.vcf');
    expect(fileNameFrom('Lunch à Namur, 14/06 !', 'ics')).toBe('lunch-a-namur-14-06.ics');
    expect(fileNameFrom('日本', 'vcf', 'contact')).toBe('contact.vcf');
  });
  it('makes URLs absolute on the app origin, and keeps absolute ones', () => {
    expect(absoluteUrl('/uploads/a.jpg', 'https://club.be')).toBe('https://club.be/uploads/a.jpg');
    expect(absoluteUrl('https://cdn.be/a.jpg', 'https://club.be')).toBe('https://cdn.be/a.jpg');
  });
});
