// An image as both tiers read it: its URL, size, alternative text and smaller renditions (srcset).

/** The fields of an upload the PWA reads (Strapi's media object). */
export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'] as const;

/** A media relation populated with those fields. */
export const MEDIA = { fields: [...MEDIA_FIELDS] };

/** The smaller renditions Strapi makes of an uploaded image beyond its thumbnail (backend/config/plugins.ts). */
export const IMAGE_BREAKPOINTS = { large: 1000, medium: 750, small: 500 } as const;
/** Strapi's own thumbnail box. */
const THUMBNAIL_BOX = { width: 245, height: 156 };

/**
 * The renditions Strapi makes of an image of this size, in the order it makes them: [name, width, height], each the
 * image fitted inside its box (sharp's `fit: inside`), made only for an image larger than the box. A reader that
 * rebuilds an image's renditions from this checks them first: what Strapi did is the truth.
 */
export function standardRenditions(width: number, height: number): ReadonlyArray<readonly [string, number, number]> {
  const size = `${width}x${height}`;
  let renditions = renditionsBySize.get(size);
  if (!renditions) {
    // Photos come in few sizes: a gallery of 2,000 is read (on a phone's main thread) with a handful of computations.
    if (renditionsBySize.size >= 512) renditionsBySize.clear();
    renditions = computeRenditions(width, height);
    renditionsBySize.set(size, renditions);
  }
  return renditions;
}

const renditionsBySize = new Map<string, ReadonlyArray<readonly [string, number, number]>>();

function computeRenditions(width: number, height: number): Array<readonly [string, number, number]> {
  const boxes: Array<[string, number, number]> = [
    ['thumbnail', THUMBNAIL_BOX.width, THUMBNAIL_BOX.height],
    ...Object.entries(IMAGE_BREAKPOINTS).map(([name, side]): [string, number, number] => [name, side, side]),
  ];
  return boxes
    .filter(([, boxWidth, boxHeight]) => width > boxWidth || height > boxHeight)
    .map(([name, boxWidth, boxHeight]) => {
      const scale = Math.min(boxWidth / width, boxHeight / height);
      return [name, Math.round(width * scale), Math.round(height * scale)] as const;
    });
}
