// An image as both tiers read it: its URL, size, alternative text and smaller renditions (srcset).

/** The fields of an upload the PWA reads (Strapi's media object). */
export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'] as const;

/** A media relation populated with those fields. */
export const MEDIA = { fields: [...MEDIA_FIELDS] };
