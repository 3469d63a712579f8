import { describe, expect, it } from 'vitest';
import { standardRenditions, storedImage } from '@club/contract';
import { firstGalleryPhotos, galleryPhotos } from './photos';
import { mapMedia } from './strapi';
import type { StrapiMedia } from './wire';

/** An upload as Strapi answers it, with the renditions Strapi made of its size. */
/** (Strapi 5 adds a documentId the app does not read.) */
const upload = (id: number, width: number, height: number): StrapiMedia & { documentId: string } => ({
  id,
  documentId: `doc${id}`,
  url: `/uploads/gallery_${id}_ab12.jpg`,
  width,
  height,
  alternativeText: `Photo ${id}`,
  // In the order Strapi happens to list them (it varies): not the order it makes them in.
  formats: Object.fromEntries(
    [...standardRenditions(width, height)]
      .reverse()
      .map(([name, w, h]) => [name, { url: `/uploads/${name}_gallery_${id}_ab12.jpg`, width: w, height: h }]),
  ),
});

describe('the kept gallery', () => {
  it('reads back as the photos Strapi’s answer maps to, its renditions rebuilt', () => {
    const odd = { ...upload(3, 800, 600), formats: { thumbnail: { url: 'https://cdn.example/t.jpg', width: 208, height: 156 } } };
    const raws = [upload(1, 1200, 800), upload(2, 300, 200), odd, { ...upload(4, 100, 80), formats: null }];
    const gallery = structuredClone({ photos: raws.map(storedImage) });
    expect(galleryPhotos(gallery)).toEqual(raws.map(mapMedia));
    expect(galleryPhotos(gallery)[0].variants.map((variant) => variant.width)).toEqual([234, 500, 750, 1000]);
    expect(firstGalleryPhotos(structuredClone(gallery), 2)).toEqual(raws.slice(0, 2).map(mapMedia));
    // Read once per answer: the same array each time.
    expect(galleryPhotos(gallery)).toBe(galleryPhotos(gallery));
    // A fifth of the objects' size at most: the renditions are left out, and what the app does not read.
    expect(gallery.photos[0]).toEqual([1, '/uploads/gallery_1_ab12.jpg', 1200, 800, 'Photo 1', 1]);
    expect(JSON.stringify(gallery.photos[0]).length * 5).toBeLessThan(JSON.stringify(mapMedia(raws[0])).length);
  });
});
