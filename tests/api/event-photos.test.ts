// The gallery (the single type an organiser fills in the back-office) and its first photos alone, which the home
// page's carousel asks for: never the whole gallery, whose size grows with every photo the club adds.
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

describe('GET /api/event-photo/first', () => {
  it('answers the gallery’s first photos in the organisers’ order, in the shape of the whole gallery', async () => {
    const [a, b, c] = await uploadImages(['a.png', 'b.png', 'c.png']);
    await setGallery([c, a, b]);

    // As the app asks for the whole gallery (src/api/photos.ts).
    const fields = ['url', 'width', 'height', 'alternativeText', 'formats'].map((f, i) => `populate[Photo][fields][${i}]=${f}`).join('&');
    const whole = await api(`/api/event-photo?fields[0]=id&${fields}`);
    expect(whole.body.data.Photo.map((photo: { id: number }) => photo.id)).toEqual([c, a, b]);
    const first = await api('/api/event-photo/first?count=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(whole.body.data.Photo.slice(0, 2));
    expect((await api('/api/event-photo/first')).body.data.map((photo: { id: number }) => photo.id)).toEqual([c, a, b]);
  });

  it('answers an empty list for an empty gallery, and a French 400 for a bad count', async () => {
    await setGallery([]);
    expect((await api('/api/event-photo/first?count=12')).body).toEqual({ data: [] });
    for (const count of ['0', '49', 'abc', '-1', '1.5']) {
      const res = await api(`/api/event-photo/first?count=${count}`);
      expect(res.status, count).toBe(400);
      expect(res.body.error.message).toMatch(/paramètre « count »/);
    }
  });
});
