// Uploads: only real images are kept, under a name and type that match their bytes; oversized files and
// too many photos are refused with a clear message; a refused request leaves nothing behind (no entry
// link, no file row, no file on disk) — also when members upload at the same time.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { GIF, PNG, SVG, baseUrl, createCompany, getCompany, getMember, png, registerMember, upload } from './support/api';

const NOT_AN_IMAGE = /images JPEG, PNG, WebP ou GIF/;
const uploadsDir = () => path.join(inject('publicDir'), 'uploads');
const filesOnDisk = () => fs.readdirSync(uploadsDir()).length;
const bio = (memberId: number) => ({ ref: 'api::member.member', refId: memberId, field: 'BioImage' });

/** A valid PNG of about `megabytes` MB (stored, not compressed: quick to make, big on the wire). */
function bigPng(megabytes: number) {
  const width = 1024;
  const height = Math.ceil((megabytes * 1024 * 1024) / (width * 3));
  const row = Buffer.alloc(1 + width * 3, 0x7f);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads', () => {
  it('refuses anything but a decodable JPEG, PNG, WebP or GIF, with a French message, saving nothing', async () => {
    const owner = await registerMember();
    const onDisk = filesOnDisk();
    const refused = [
      { name: 'notes.png', bytes: Buffer.from('juste du texte, pas une image'), type: 'image/png' },
      { name: 'document.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), type: 'application/pdf' },
      { name: 'page.jpg', bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'image/jpeg' },
      { name: 'archive.gif', bytes: Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000aaaa'), type: 'image/gif' },
      { name: 'programme.png', bytes: Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000\u0004\u0000\u0000\u0000'), type: 'image/png' },
      { name: 'vide.png', bytes: Buffer.alloc(0), type: 'image/png' },
      { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' },
      { name: 'logo.png', bytes: SVG, type: 'image/png' },
      { name: 'tronque.png', bytes: Buffer.concat([PNG.subarray(0, 16), Buffer.from('<svg onload="alert(1)"/>')]), type: 'image/png' },
    ];
    for (const file of refused) {
      const res = await upload(owner.jwt, [file], bio(owner.memberId));
      expect(res.status, file.name).toBe(400);
      expect(res.body.error.message, file.name).toMatch(NOT_AN_IMAGE);
    }
    // One bad file in a batch refuses the whole batch.
    const company = await createCompany(owner);
    const mixed = await upload(owner.jwt, [png('a.png'), refused[0], png('b.png')], {
      ref: 'api::company.company',
      refId: company.id,
      field: 'Photos',
    });
    expect(mixed.status).toBe(400);
    expect((await getMember(owner.memberId)).BioImage).toEqual([]);
    expect((await getCompany(company.id)).Photos ?? []).toEqual([]);
    expect(filesOnDisk()).toBe(onDisk);
  });

  it('stores an image under the name and type of its bytes (an image named page.html is served as image/png)', async () => {
    const owner = await registerMember();
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    for (const [file, ext, mime] of [
      [{ name: 'page.html', bytes: polyglot, type: 'text/html' }, '.png', 'image/png'],
      [{ name: 'script.js', bytes: GIF, type: 'application/javascript' }, '.gif', 'image/gif'],
      [{ name: 'photo', bytes: PNG, type: 'application/octet-stream' }, '.png', 'image/png'],
      [{ name: 'PHOTO.PNG', bytes: PNG, type: 'image/png' }, '.PNG', 'image/png'],
    ] as const) {
      const res = await upload(owner.jwt, [file], bio(owner.memberId));
      expect(res.status, file.name).toBe(201);
      expect(res.body[0]).toMatchObject({ ext, mime });
      expect(res.body[0].url.endsWith(ext)).toBe(true);
      const served = await fetch(`${baseUrl()}${res.body[0].url}`);
      expect(served.headers.get('content-type'), file.name).toMatch(new RegExp(`^${mime}`));
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a file over the size limit (10 MB by default) with a message, saving nothing', async () => {
    const owner = await registerMember();
    const onDisk = filesOnDisk();
    const big = bigPng(10.5);
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(owner.jwt, [{ name: 'enorme.png', bytes: big, type: 'image/png' }], bio(owner.memberId));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/Image trop volumineuse : 10 Mo au maximum/);
    expect((await getMember(owner.memberId)).BioImage).toEqual([]);
    expect(filesOnDisk()).toBe(onDisk);
  });

  it('a refused upload leaves no temp file, whatever the refusal (403, 400, 413), and neither does a success', async () => {
    const owner = await registerMember();
    const stranger = await registerMember();
    const tempFiles = () => fs.readdirSync(inject('uploadTmpDir'));
    const before = tempFiles();
    const refusals = [
      // 403: another member's profile
      await upload(stranger.jwt, [png('photo.png')], bio(owner.memberId)),
      // 400: not an image
      await upload(owner.jwt, [{ name: 'page.html', bytes: Buffer.from('<html>'.repeat(2000)), type: 'text/html' }], bio(owner.memberId)),
      // 413: over the limit, refused while it arrives
      await upload(owner.jwt, [{ name: 'enorme.png', bytes: bigPng(30), type: 'image/png' }], bio(owner.memberId)),
      // 400: a form without a target
      await upload(owner.jwt, [png('sans-cible.png')], {}),
    ];
    expect(refusals.map((res) => res.status)).toEqual([403, 400, 413, 400]);
    expect(refusals[2].body.error.message).toMatch(/Image trop volumineuse : 10 Mo au maximum/);
    const success = await upload(owner.jwt, [png('ok.png')], bio(owner.memberId));
    expect(success.status).toBe(201);
    // Strapi's own cleanup of a success is not awaited: give it a moment.
    await expect.poll(() => tempFiles().filter((file) => !before.includes(file))).toEqual([]);
  });

  it('too many photos: a batch crossing 50 is refused whole; racing uploads never exceed 50', async () => {
    const owner = await registerMember();
    const company = await createCompany(owner);
    const target = { ref: 'api::company.company', refId: company.id, field: 'Photos' };
    expect(
      (
        await upload(
          owner.jwt,
          Array.from({ length: 47 }, (_, i) => png(`p${i}.png`)),
          target,
        )
      ).status,
    ).toBe(201);

    const onDisk = filesOnDisk();
    const batch = await upload(owner.jwt, [png('x.png'), png('y.png'), png('z.png'), png('w.png')], target);
    expect(batch.status).toBe(400);
    expect(batch.body.error.message).toMatch(/50 photos/);
    expect((await getCompany(company.id)).Photos).toHaveLength(47);
    expect(filesOnDisk()).toBe(onDisk);

    // Six single uploads at once for the last three places: three are kept, three refused with the message.
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(owner.jwt, [png(`r${i}.png`)], target)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    for (const r of racing.filter((r) => r.status === 400)) expect(r.body.error.message).toMatch(/50 photos/);
    expect((await getCompany(company.id)).Photos).toHaveLength(50);
  });

  it('members uploading at the same time all succeed (no 5xx under concurrency)', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember()));
    const companies = await Promise.all(members.map((m) => createCompany(m)));
    const results = await Promise.all(
      members.flatMap((m, i) => [
        upload(m.jwt, [png(`moi-${i}.png`)], bio(m.memberId)),
        upload(m.jwt, [png(`logo-${i}.png`)], { ref: 'api::company.company', refId: companies[i].id, field: 'Logo' }),
        upload(m.jwt, [png(`p1-${i}.png`), png(`p2-${i}.png`)], { ref: 'api::company.company', refId: companies[i].id, field: 'Photos' }),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(201));
    for (const [i, m] of members.entries()) {
      expect((await getMember(m.memberId)).BioImage).toHaveLength(1);
      const company = await getCompany(companies[i].id);
      expect(company.Logo).toBeTruthy();
      expect(company.Photos).toHaveLength(2);
    }
  });
});
