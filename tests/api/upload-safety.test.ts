// Uploads can never become scripts or bombs (issue 25, findings 1 and 3), whoever uploads: a member through
// the content API, an organiser or an admin through the back-office's media library. Only JPEG, PNG, WebP and
// GIF are kept (checked on the bytes), an image declaring more than 40 megapixels is refused from its header
// before anything decodes it, each person has a daily quota, and /uploads serves files inert.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  GIF,
  PNG,
  SVG,
  adminToken,
  api,
  baseUrl,
  createCompany,
  getMember,
  organiserToken,
  png,
  registerMember,
  upload,
} from './support/api';

const NOT_AN_IMAGE = /images JPEG, PNG, WebP ou GIF/;
const TOO_MANY_PIXELS = /Image trop grande : 40 mégapixels au maximum/;
const uploadsDir = () => path.join(inject('publicDir'), 'uploads');
const filesOnDisk = () => fs.readdirSync(uploadsDir()).length;
const bio = (memberId: number) => ({ ref: 'api::member.member', refId: memberId, field: 'BioImage' });

type UploadFile = { name: string; bytes: Buffer; type: string };

/** The back-office's upload (POST /upload, as the media library sends it); `id`: replace that file. */
function adminUpload(token: string, files: UploadFile[], id?: number) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return api(`/upload${id ? `?id=${id}` : ''}`, { method: 'POST', token, form });
}

const mediaLibraryCount = async (token: string) => (await api('/upload/files?pageSize=1', { token })).body.pagination.total as number;

/** Strapi's resident memory (the test server's process), in MB. */
function strapiRssMb() {
  const status = fs.readFileSync(`/proc/${inject('strapiPid')}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real decompression bomb: a 16,000 × 16,000 black RGB PNG, about 750 KB on disk, 768 MB decoded. */
async function bombPng(): Promise<Buffer> {
  const [width, height] = [16_000, 16_000];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y += 1) deflate.write(row);
  deflate.end();
  await ended;
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SCRIPTS: UploadFile[] = [
  { name: 'page.html', bytes: Buffer.from('<!doctype html><script src="/uploads/poc.js"></script>'), type: 'text/html' },
  { name: 'poc.js', bytes: Buffer.from('fetch("/admin/access-token",{method:"POST",credentials:"include"})'), type: 'text/javascript' },
  { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' },
  { name: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
  { name: 'image.svg', bytes: Buffer.concat([SVG, Buffer.from('<script>alert(1)</script>')]), type: 'image/png' },
];

describe('upload safety', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await bombPng();
  });

  it('HTML, JS and SVG are refused for a member, an organiser and an admin, in French, saving nothing', async () => {
    const member = await registerMember();
    const admin = await adminToken();
    const organiser = await organiserToken();
    const onDisk = filesOnDisk();
    const inLibrary = await mediaLibraryCount(admin);
    for (const file of SCRIPTS) {
      const asMember = await upload(member.jwt, [file], bio(member.memberId));
      expect(asMember.status, `member ${file.name}`).toBe(400);
      expect(asMember.body.error.message, `member ${file.name}`).toMatch(NOT_AN_IMAGE);
      for (const [who, token] of [
        ['organiser', organiser],
        ['admin', admin],
      ]) {
        const res = await adminUpload(token, [file]);
        expect(res.status, `${who} ${file.name}`).toBe(400);
        expect(res.body.error.message, `${who} ${file.name}`).toMatch(NOT_AN_IMAGE);
      }
    }
    // One script in a back-office batch refuses the whole batch.
    const mixed = await adminUpload(admin, [png('a.png'), SCRIPTS[0], png('b.png')]);
    expect(mixed.status).toBe(400);
    expect(filesOnDisk()).toBe(onDisk);
    expect(await mediaLibraryCount(admin)).toBe(inLibrary);
    expect((await getMember(member.memberId)).BioImage).toEqual([]);
  });

  it('the back-office cannot replace an image with a script; an image named .html is stored as the image it is', async () => {
    const admin = await adminToken();
    const [stored] = (await adminUpload(admin, [png('photo.png')])).body;
    expect(stored.mime).toBe('image/png');
    for (const file of SCRIPTS) {
      const res = await adminUpload(admin, [file], stored.id);
      expect(res.status, file.name).toBe(400);
      expect(res.body.error.message, file.name).toMatch(NOT_AN_IMAGE);
    }
    const served = await fetch(`${baseUrl()}${stored.url}`);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);

    const renamed = await adminUpload(await organiserToken(), [{ name: 'page.html', bytes: GIF, type: 'text/html' }]);
    expect(renamed.status).toBe(201);
    expect(renamed.body[0]).toMatchObject({ ext: '.gif', mime: 'image/gif', name: 'page.gif' });
  });

  it('a 16,000 × 16,000 PNG is refused from its header, in under a second, for every role, without Strapi’s memory growing', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const member = await registerMember();
    const admin = await adminToken();
    const organiser = await organiserToken();
    const onDisk = filesOnDisk();
    const inLibrary = await mediaLibraryCount(admin);
    const rssBefore = strapiRssMb();
    const file = { name: 'bombe.png', bytes: bomb, type: 'image/png' };
    for (const send of [
      () => upload(member.jwt, [file], bio(member.memberId)),
      () => adminUpload(organiser, [file]),
      () => adminUpload(admin, [file]),
    ]) {
      const started = performance.now();
      const res = await send();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(TOO_MANY_PIXELS);
    }
    // Several at once (finding 3: three in parallel reached 4 GB).
    const started = performance.now();
    const parallel = await Promise.all([
      upload(member.jwt, [file], bio(member.memberId)),
      adminUpload(admin, [file]),
      adminUpload(organiser, [file]),
      upload(member.jwt, [file], bio(member.memberId)),
    ]);
    expect(parallel.map((res) => res.status)).toEqual([400, 400, 400, 400]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(strapiRssMb() - rssBefore).toBeLessThan(100);
    expect(filesOnDisk()).toBe(onDisk);
    expect(await mediaLibraryCount(admin)).toBe(inLibrary);
    expect((await getMember(member.memberId)).BioImage).toEqual([]);
  });

  it('a member may upload 100 images a day: the 101st is refused (429, in French); refusals cost nothing', async () => {
    const member = await registerMember();
    const [first, second] = [await createCompany(member), await createCompany(member)];
    const photos = (companyId: number) => ({ ref: 'api::company.company', refId: companyId, field: 'Photos' });
    const fifty = (prefix: string) => Array.from({ length: 50 }, (_, i) => png(`${prefix}-${i}.png`));
    // Refused for another reason (not an image): does not count.
    expect((await upload(member.jwt, [SCRIPTS[0]], bio(member.memberId))).status).toBe(400);
    expect((await upload(member.jwt, fifty('a'), photos(first.id))).status).toBe(201);
    expect((await upload(member.jwt, fifty('b'), photos(second.id))).status).toBe(201);
    const onDisk = filesOnDisk();
    const over = await upload(member.jwt, [png('encore.png')], bio(member.memberId));
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Limite d’envoi atteinte : 100 images/);
    expect(filesOnDisk()).toBe(onDisk);
    // Another member is not affected.
    const other = await registerMember();
    expect((await upload(other.jwt, [png('moi.png')], bio(other.memberId))).status).toBe(201);
  });

  it('/uploads serves files inert: sandbox CSP and nosniff always, a download for anything but an image', async () => {
    // A page and a script stored before uploads were limited (or put there by hand).
    fs.writeFileSync(path.join(uploadsDir(), 'poc_old.html'), '<!doctype html><script src="/uploads/poc_old.js"></script>');
    fs.writeFileSync(path.join(uploadsDir(), 'poc_old.js'), 'alert(1)');
    fs.writeFileSync(path.join(uploadsDir(), 'old.svg'), SVG);
    try {
      for (const name of ['poc_old.html', 'poc_old.js', 'old.svg']) {
        const res = await fetch(`${baseUrl()}/uploads/${name}`);
        expect(res.status, name).toBe(200);
        expect(res.headers.get('content-security-policy'), name).toBe("sandbox; default-src 'none'");
        expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
        expect(res.headers.get('content-disposition'), name).toBe('attachment');
      }
      const member = await registerMember();
      const [image] = (await upload(member.jwt, [png('moi.png')], bio(member.memberId))).body;
      const res = await fetch(`${baseUrl()}${image.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBeNull();
    } finally {
      for (const name of ['poc_old.html', 'poc_old.js', 'old.svg']) fs.rmSync(path.join(uploadsDir(), name), { force: true });
    }
  });
});
