/**
 * Demo images: drawn as SVG, rendered locally by sharp (no network), then uploaded through the
 * upload plugin so Strapi stores them like any upload (thumbnail/small/medium/large formats).
 */
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { slugify } from '@club/contract';
import { mapWithConcurrency } from './random';
import { drawSvg, ImageSpec } from './svg';

export interface ImageRequest extends ImageSpec {
  /** Base of the file name, e.g. 'avatar-sophie-lambert'. */
  name: string;
  format: 'jpeg' | 'png';
  alt: string;
}

/** Uploads at most this many images at a time (sharp work runs on libuv threads). */
const CONCURRENCY = Number(process.env.SEED_IMAGE_CONCURRENCY) || 4;

async function render(request: ImageRequest, dir: string): Promise<{ filepath: string; size: number; mime: string; filename: string }> {
  const pipeline = sharp(Buffer.from(drawSvg(request)));
  const buffer =
    request.format === 'png'
      ? await pipeline.png({ compressionLevel: 6 }).toBuffer()
      : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer();
  const extension = request.format === 'png' ? 'png' : 'jpg';
  const filename = `${slugify(request.name)}.${extension}`;
  const filepath = path.join(dir, filename);
  await fs.writeFile(filepath, buffer);
  return { filepath, size: buffer.length, mime: request.format === 'png' ? 'image/png' : 'image/jpeg', filename };
}

/** Renders and uploads every request; returns the uploaded file ids in the same order. */
export async function createImages(strapi: Core.Strapi, requests: ImageRequest[]): Promise<number[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-seed-'));
  const uploadService = strapi.plugin('upload').service('upload');
  try {
    return await mapWithConcurrency(requests, CONCURRENCY, async (request) => {
      const file = await render(request, dir);
      const [uploaded] = await uploadService.upload({
        data: { fileInfo: { name: file.filename, alternativeText: request.alt, caption: request.alt } },
        files: { filepath: file.filepath, originalFilename: file.filename, mimetype: file.mime, size: file.size },
      });
      await fs.rm(file.filepath, { force: true });
      return uploaded.id as number;
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
