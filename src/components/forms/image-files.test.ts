import { describe, expect, it } from 'vitest';
import { addPhotos, checkImageFiles, imageTexts, photoCount, photosFrom, MAX_IMAGE_BYTES } from './image-files';

const image = (name: string, size = 1000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const media = (id: number) => ({ id, url: `/uploads/${id}.png`, width: 10, height: 10, alt: null, variants: [] });

describe('checkImageFiles', () => {
  it('accepts images within the limits', () => {
    const files = [image('a.png'), image('b.jpg', 10, 'image/jpeg')];
    expect(checkImageFiles(files, 5, 50)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses other types and too big files, in French', () => {
    const { accepted, errors } = checkImageFiles(
      [image('doc.pdf', 10, 'application/pdf'), image('logo.svg', 10, 'image/svg+xml'), image('big.png', MAX_IMAGE_BYTES + 1)],
      5,
      50,
    );
    expect(accepted).toEqual([]);
    expect(errors).toEqual([imageTexts.wrongType('doc.pdf'), imageTexts.wrongType('logo.svg'), imageTexts.tooBig('big.png')]);
  });

  it('keeps only what fits and says why', () => {
    const { accepted, errors } = checkImageFiles([image('a.png'), image('b.png')], 1, 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(errors).toEqual(['Une seule image est acceptée.']);
  });
});

describe('photos', () => {
  it('counts saved photos not removed plus new files, and stops at the maximum', () => {
    const state = { ...photosFrom([media(1), media(2), media(3)]), removedIds: [2] };
    expect(photoCount(state)).toBe(2);
    const { state: next, errors } = addPhotos(state, [image('a.png'), image('b.png'), image('c.png')], 4);
    expect(photoCount(next)).toBe(4);
    expect(next.files.map((f) => f.file.name)).toEqual(['a.png', 'b.png']);
    expect(errors).toEqual(['Tu peux ajouter au plus 4 photos.']);
    expect(new Set(next.files.map((f) => f.key)).size).toBe(2);
  });
});
