// Each image rendition (thumbnail, small, medium, large) comes out of Strapi with its name, hash, extension,
// MIME type, path and sizes, where the PWA reads only url, width and height (srcset). In the directories that
// was a large share of every answer, on a phone's slow network and in its offline copy.
// Reads of the content API keep those three per rendition; the file itself (url, width, height,
// alternativeText…) is untouched, and the admin panel (its own routes) still sees everything.
import { isPlainObject as isObject } from './input';

const KEPT = ['url', 'width', 'height'] as const;
const MAX_DEPTH = 12; // data → entry → relation → entry → media → formats is 6; leaves room for nesting

type Json = unknown;

function trimFormats(formats: Record<string, Json>) {
  for (const [name, rendition] of Object.entries(formats)) {
    if (!isObject(rendition) || typeof rendition.url !== 'string') continue;
    formats[name] = Object.fromEntries(KEPT.filter((key) => key in rendition).map((key) => [key, rendition[key]]));
  }
}

export function trimMediaFormats(value: Json, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) trimMediaFormats(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'formats' && isObject(child) && typeof value.url === 'string') trimFormats(child);
    else trimMediaFormats(child, depth + 1);
  }
}
