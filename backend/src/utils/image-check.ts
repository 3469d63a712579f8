// "Is this an allowed image?" — one answer for every upload path: members (content API), organisers and
// admins (the admin's media library, upload from URL, replace). Only raster images are kept: JPEG, PNG,
// WebP, GIF. SVG, HTML, JS and anything else could run as a script when served from the app's origin.
// - The kind is read from the first bytes; the declared type and the file name are not trusted.
// - The header must parse (sharp's metadata reads the header only, it decodes no pixel).
// - A pixel ceiling, from that header, before anything decodes: a small file may declare 16,000 × 16,000
//   pixels and Strapi's resizing would then decode gigabytes (a decompression bomb).
// - The stored name and type then follow the bytes (a PNG named 'page.html' is stored as 'page.png').
import fs from 'fs/promises';
import { extname } from 'path';
import sharp from 'sharp';
import { errors } from '@strapi/utils';
import type { UploadedFile } from './strapi-types';

/** Pixels an image may have, all frames of an animated image together (Strapi decodes every frame). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const NOT_AN_IMAGE = 'Seules les images JPEG, PNG, WebP ou GIF sont acceptées.';
export const TOO_MANY_PIXELS =
  'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000 pixels). Réduis-la avant de l’envoyer.';

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';
const IMAGE_KINDS: Record<ImageKind, { mime: string; ext: string[]; sharpFormat: string }> = {
  jpeg: { mime: 'image/jpeg', ext: ['.jpg', '.jpeg'], sharpFormat: 'jpeg' },
  png: { mime: 'image/png', ext: ['.png'], sharpFormat: 'png' },
  gif: { mime: 'image/gif', ext: ['.gif'], sharpFormat: 'gif' },
  webp: { mime: 'image/webp', ext: ['.webp'], sharpFormat: 'webp' },
};

/** The MIME types of the accepted images (what /uploads may serve inline). */
export const IMAGE_MIME_TYPES = Object.values(IMAGE_KINDS).map((kind) => kind.mime);

const pathOf = (file: UploadedFile) => file?.filepath ?? file?.path;

/** Recognises the four accepted image formats by their first bytes. */
async function imageKind(path: string): Promise<ImageKind | null> {
  const handle = await fs.open(path, 'r');
  try {
    const b = Buffer.alloc(12);
    const { bytesRead } = await handle.read(b, 0, 12, 0);
    if (bytesRead < 12) return null;
    if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6))) return 'gif';
    if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
    return null;
  } finally {
    await handle.close();
  }
}

/** Width × height × frames from the header alone; null when the header does not parse as `kind`. */
async function headerPixels(path: string, kind: ImageKind): Promise<number | null> {
  try {
    // limitInputPixels: false — the ceiling is ours (below); sharp's own would throw a different error.
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    if (meta.format !== IMAGE_KINDS[kind].sharpFormat || !meta.width || !meta.height) return null;
    const frameHeight = meta.pageHeight ?? meta.height;
    return meta.width * frameHeight * Math.max(1, meta.pages ?? 1);
  } catch {
    return null;
  }
}

function matchNameAndTypeToBytes(file: UploadedFile, kind: ImageKind) {
  const { mime, ext } = IMAGE_KINDS[kind];
  const name = String(file.originalFilename ?? file.name ?? 'image');
  const current = extname(name).toLowerCase();
  if (!ext.includes(current)) file.originalFilename = `${current ? name.slice(0, -current.length) : name}${ext[0]}`;
  file.mimetype = mime;
  file.detectedMimeType = mime;
}

/**
 * Throws a French ValidationError (400) unless `file` is a JPEG, PNG, WebP or GIF whose header parses and
 * declares at most MAX_IMAGE_PIXELS; then makes its stored name and type match its bytes.
 */
export async function assertAllowedImage(file: UploadedFile): Promise<void> {
  const path = pathOf(file);
  const kind = path ? await imageKind(path) : null;
  const pixels = path && kind ? await headerPixels(path, kind) : null;
  if (!kind || pixels === null) throw new errors.ValidationError(NOT_AN_IMAGE);
  if (pixels > MAX_IMAGE_PIXELS) throw new errors.ValidationError(TOO_MANY_PIXELS);
  matchNameAndTypeToBytes(file, kind);
}

/** assertAllowedImage for each file, all before any is stored: one bad file refuses the whole batch. */
export async function assertAllowedImages(files: UploadedFile | UploadedFile[] | undefined | null): Promise<void> {
  const list = (Array.isArray(files) ? files : files ? [files] : []).filter(Boolean);
  for (const file of list) await assertAllowedImage(file);
}
