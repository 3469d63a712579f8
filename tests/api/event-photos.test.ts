// The gallery (the single type an organiser fills in the back-office) one page at a time, as the /photos page and
// the home page's carousel ask for it: never the whole gallery, whose size grows with every photo the club adds.
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, PNG } from './support/api';

const GALLERY = '/content-manager/single-types/api::event-photo.event-photo';

/** What an organiser does: images added to the media library (the back-office's upload). */
async function uploadImages(names: string[]): Promise<number[]> {
  const form = new FormData();
  for (const name of names) form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
  const res = await api('/upload', { method: 'POST', token: await adminToken(), form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as Array<{ id: number }>).map((file) => file.id);
}

/** What an organiser does: the gallery's photos, in this order. */
async function setGallery(ids: number[]) {
  const res = await api(GALLERY, { method: 'PUT', token: await adminToken(), body: { Photo: ids } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

afterAll(() => setGallery([]));

type PhotoPage = {
  data: Array<{ id: number }>;
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
};
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('GET /api/event-photo/photos', () => {
  it('answers one page of the gallery in the organisers’ order, in the shape of the whole gallery', async () => {
    const [a, b, c, d, e] = await uploadImages(['a.png', 'b.png', 'c.png', 'd.png', 'e.png']);
    await setGallery([c, a, e, b, d]);

    // As the app asks for the whole gallery (src/api/photos.ts).
    const fields = ['url', 'width', 'height', 'alternativeText', 'formats'].map((f, i) => `populate[Photo][fields][${i}]=${f}`).join('&');
    const whole = await api(`/api/event-photo?fields[0]=id&${fields}`);
    expect(ids(whole.body.data.Photo)).toEqual([c, a, e, b, d]);

    const first = await api<PhotoPage>('/api/event-photo/photos?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(whole.body.data.Photo.slice(0, 2));
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 3, total: 5 });
    expect(ids((await api<PhotoPage>('/api/event-photo/photos?page=2&pageSize=2')).body.data)).toEqual([e, b]);
    expect(ids((await api<PhotoPage>('/api/event-photo/photos?page=3&pageSize=2')).body.data)).toEqual([d]);
    expect((await api<PhotoPage>('/api/event-photo/photos?page=4&pageSize=2')).body.data).toEqual([]);
    // Nine a page unless asked otherwise (the /photos page).
    expect((await api<PhotoPage>('/api/event-photo/photos')).body.meta.pagination.pageSize).toBe(9);
  });

  it('answers an empty page for an empty gallery, and a French 400 for bad parameters', async () => {
    await setGallery([]);
    expect((await api('/api/event-photo/photos?pageSize=12')).body).toEqual({
      data: [],
      meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 0 } },
    });
    for (const query of ['pageSize=0', 'pageSize=49', 'pageSize=abc', 'page=0', 'page=-1', 'page=1.5']) {
      const res = await api(`/api/event-photo/photos?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(/paramètre « page(Size)? »/);
    }
  });
});
