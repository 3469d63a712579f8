// Image renditions in content-API reads carry url, width and height only (backend/src/middlewares/media-formats.ts):
// what the PWA's srcset needs, without the ~250 bytes of name, hash, MIME type and sizes per rendition.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { api, registerMember, upload } from './support/api';

// sharp comes with the server (Strapi makes the renditions with it): a photo big enough for a thumbnail.
const sharp = createRequire(import.meta.url)('../../backend/node_modules/sharp') as (options: object) => {
  jpeg: () => { toBuffer: () => Promise<Buffer> };
};
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .jpeg()
    .toBuffer();

describe('image renditions in API answers', () => {
  it('keep url, width and height in lists and single reads; the file keeps its own fields', async () => {
    const member = await registerMember();
    const uploaded = await upload(member.jwt, [{ name: 'portrait.jpg', bytes: await photo(), type: 'image/jpeg' }], {
      ref: 'api::member.member',
      refId: member.memberId,
      field: 'BioImage',
    });
    expect(uploaded.status).toBe(201);
    // The upload's own answer (a write) is untouched: Strapi made a thumbnail with its usual metadata.
    expect(Object.keys(uploaded.body[0].formats.thumbnail)).toEqual(expect.arrayContaining(['hash', 'mime', 'size', 'url']));

    const populate =
      'populate[BioImage][fields][0]=url&populate[BioImage][fields][1]=width&populate[BioImage][fields][2]=height&populate[BioImage][fields][3]=formats';
    const single = await api(`/api/members/${member.memberId}?fields[0]=Name&${populate}`);
    const list = await api(`/api/members?filters[id][$eq]=${member.memberId}&fields[0]=Name&${populate}`);
    for (const image of [single.body.data.BioImage[0], list.body.data[0].BioImage[0]]) {
      expect(image).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), width: 400, height: 300 });
      expect(Object.keys(image.formats)).toEqual(['thumbnail']);
      expect(image.formats.thumbnail).toEqual({
        url: expect.stringMatching(/^\/uploads\/thumbnail_/),
        width: expect.any(Number),
        height: expect.any(Number),
      });
    }
  });
});
