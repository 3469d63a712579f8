import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('drops accents and joins the words', () => {
    expect(slugify('Éric Van den Broeck')).toBe('eric-van-den-broeck');
    expect(slugify('  Lunch à Namur !  ')).toBe('lunch-a-namur');
    expect(slugify('Pixel Wallon', { separator: '.' })).toBe('pixel.wallon');
  });

  it('keeps whole words within the length, or cuts a single long one', () => {
    expect(slugify('Lunch à Namur', { maxLength: 10 })).toBe('lunch-a');
    expect(slugify('Anticonstitutionnellement', { maxLength: 10 })).toBe('anticonsti');
  });

  it('is empty when nothing is left', () => {
    expect(slugify('—!?')).toBe('');
  });
});
