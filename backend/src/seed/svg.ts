/** SVG drawings of the demo images (rendered to JPEG/PNG by sharp in images.ts). */
import { Random } from './random';

export type ImageKind = 'avatar' | 'logo' | 'event' | 'photo';

export interface ImageSpec {
  kind: ImageKind;
  width: number;
  height: number;
  /** Main text: initials for avatars and logos, a title for event images. */
  text: string;
  /** Second line: company name on logos, date or place on event images. */
  subtitle?: string;
  hue: number;
  /** Seed of the shapes' random layout. */
  seed: number;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

function gradient(id: string, hue: number, shift = 50, light = 48, dark = 28) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 62, light)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + shift, 58, dark)}"/></linearGradient>`
  );
}

/** Splits a title into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function avatar(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs>${gradient('g', hue, 40, 55, 32)}</defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.12}" r="${w * 0.3}" fill="#fff" fill-opacity="0.10"/>` +
    `<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${w * 0.35}" fill="#000" fill-opacity="0.08"/>` +
    `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * 0.3}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${w * 0.012}"/>` +
    `<text x="50%" y="${h * 0.5 + h * 0.085}" font-family="${FONT}" font-weight="bold" font-size="${Math.round(h * 0.24)}" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(spec.text)}</text></svg>`
  );
}

function logo(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  const random = new Random(spec.seed);
  const color = hsl(hue, 65, 38);
  const cx = w / 2;
  const cy = h * 0.4;
  const r = w * 0.24;
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.3}" fill="${color}"/>`,
    `<polygon points="${[0, 1, 2, 3, 4, 5]
      .map((i) => `${cx + r * 1.1 * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${cy + r * 1.1 * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`)
      .join(' ')}" fill="${color}"/>`,
    `<polygon points="${cx},${cy - r * 1.2} ${cx + r * 1.2},${cy} ${cx},${cy + r * 1.2} ${cx - r * 1.2},${cy}" fill="${color}"/>`,
  ];
  const name = spec.subtitle ?? '';
  const size = Math.min(34, Math.floor((w * 1.7) / Math.max(name.length, 1)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<rect width="100%" height="100%" fill="${hsl(hue, 30, 96)}"/>` +
    random.pick(shapes) +
    `<text x="${cx}" y="${cy + r * 0.33}" font-family="${FONT}" font-weight="bold" font-size="${Math.round(r * 0.9)}" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(spec.text)}</text>` +
    `<text x="${cx}" y="${h * 0.86}" font-family="${FONT}" font-weight="bold" font-size="${size}" ` +
    `fill="${hsl(hue, 40, 22)}" text-anchor="middle">${escapeXml(name)}</text></svg>`
  );
}

function eventImage(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  const random = new Random(spec.seed);
  const lines = wrap(spec.text, 22);
  const size = Math.round(h * 0.1);
  const top = h * 0.45 - ((lines.length - 1) * size * 1.2) / 2;
  let circles = '';
  for (let i = 0; i < 6; i += 1) {
    circles += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${random.int(60, 260)}" fill="#fff" fill-opacity="${(0.04 + random.next() * 0.08).toFixed(2)}"/>`;
  }
  const title = lines.map((line, i) => `<tspan x="${w / 2}" y="${Math.round(top + i * size * 1.2)}">${escapeXml(line)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs>${gradient('g', hue, 70)}</defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}` +
    `<text font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="middle">${title}</text>` +
    `<text x="${w / 2}" y="${h * 0.8}" font-family="${FONT}" font-size="${Math.round(h * 0.045)}" fill="#fff" ` +
    `fill-opacity="0.9" text-anchor="middle">${escapeXml(spec.subtitle ?? '')}</text></svg>`
  );
}

/** A stylised networking scene: a room, a table and people. */
function photo(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  const random = new Random(spec.seed);
  const floor = (h * random.int(62, 72)) / 100;
  let people = '';
  const count = random.int(3, 7);
  for (let i = 0; i < count; i += 1) {
    const x = ((i + 0.5) / count) * w + random.int(-30, 30);
    const scale = (w / 1200) * (0.8 + random.next() * 0.5);
    const headY = floor - 330 * scale;
    const body = hsl(random.int(0, 360), random.int(25, 60), random.int(25, 55));
    people +=
      `<rect x="${x - 70 * scale}" y="${headY + 70 * scale}" width="${140 * scale}" height="${300 * scale}" rx="${60 * scale}" fill="${body}"/>` +
      `<circle cx="${x}" cy="${headY}" r="${52 * scale}" fill="${hsl(random.int(20, 35), 45, random.int(45, 75))}"/>`;
  }
  const tableY = floor + 20;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs>${gradient('wall', hue, 25, 80, 62)}</defs>` +
    `<rect width="100%" height="100%" fill="url(#wall)"/>` +
    `<rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.25}" fill="#fff" fill-opacity="0.35"/>` +
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="${hsl(hue + 180, 20, 35)}"/>` +
    people +
    `<rect x="${w * 0.1}" y="${tableY}" width="${w * 0.8}" height="${h * 0.06}" rx="8" fill="${hsl(30, 35, 40)}"/>` +
    `<circle cx="${w * 0.3}" cy="${tableY - 12}" r="14" fill="#fff" fill-opacity="0.8"/>` +
    `<circle cx="${w * 0.65}" cy="${tableY - 12}" r="14" fill="#fff" fill-opacity="0.8"/></svg>`
  );
}

export function drawSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'avatar':
      return avatar(spec);
    case 'logo':
      return logo(spec);
    case 'event':
      return eventImage(spec);
    default:
      return photo(spec);
  }
}
