// Validators on the API's JSON reads: an unchanged refresh is a 304 without a body; a change gives a new
// ETag; a signed-in answer is private and never shared with another caller; writes and errors get none.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, registerMember } from './support/api';

// Node's fetch adds `Cache-Control: no-cache` to a request carrying If-None-Match (as the Fetch standard says):
// the server still answers 304, as it must for a conditional request.
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });

/** The bytes as sent (fetch would decompress them), with the response headers. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('ETag / 304 on GET /api/*', () => {
  it('answers 304 with no body when nothing changed, 200 with a new ETag after a change', async () => {
    const member = await registerMember();
    const path = `/api/members/${member.memberId}?fields[0]=Name&fields[1]=City`;
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    const full = Buffer.from(await first.arrayBuffer()).length;

    const again = await get(path, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(full).toBeGreaterThan(0);
    // A list of several validators, and the weak/strong forms, match too.
    expect((await get(path, { 'if-none-match': `W/"autre", ${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': etag!.replace(/^W\//, '') })).status).toBe(304);
    // Without a validator (a forced reload) the body comes back.
    expect((await get(path, { 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await get(path, { 'if-none-match': 'W/"autre"' })).status).toBe(200);

    await api(`/api/members/${member.memberId}`, { method: 'PUT', token: member.jwt, body: { data: { City: 'Dinant' } } });
    const changed = await get(path, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).data.City).toBe('Dinant');
  });

  it('a signed-in answer is private and its ETag does not serve an anonymous caller', async () => {
    const member = await registerMember();
    const path = `/api/members/${member.memberId}?fields[0]=Name&fields[1]=Phone&fields[2]=Email`;
    const signedIn = await get(path, { authorization: `Bearer ${member.jwt}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    const anonymous = await get(path);
    const anonymousBody = await anonymous.text();
    // Same validator only if the bodies are the same; a different body is always sent in full.
    const revalidated = await get(path, { 'if-none-match': signedIn.headers.get('etag')! });
    if (revalidated.status === 304) expect(anonymous.headers.get('etag')).toBe(signedIn.headers.get('etag'));
    else expect(await revalidated.text()).toBe(anonymousBody);
  });

  it('lists, single types and /users/me get validators; writes, errors and uploads do not', async () => {
    const member = await registerMember();
    for (const path of ['/api/members?fields[0]=Name', '/api/sectors', '/api/event-photo']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toBeTruthy();
    }
    const me = await get('/api/users/me', { authorization: `Bearer ${member.jwt}` });
    expect(me.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('/api/members/987654321')).headers.get('etag')).toBeNull();
    expect((await get('/api/members?foo=1')).headers.get('etag')).toBeNull();
    const write = await fetch(`${baseUrl()}/api/members/${member.memberId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { City: 'Huy' } }),
    });
    expect(write.status).toBe(200);
    expect(write.headers.get('etag')).toBeNull();
  });

  it('compresses JSON for a client that accepts gzip, keeps the same validator, and a 304 stays empty', async () => {
    const member = await registerMember();
    const about = 'Conseil en stratégie numérique pour les PME wallonnes. '.repeat(60);
    await api(`/api/members/${member.memberId}`, { method: 'PUT', token: member.jwt, body: { data: { AboutMe: about } } });
    const path = `/api/members/${member.memberId}?fields[0]=Name&fields[1]=AboutMe`;

    const plain = await rawGet(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8')).data.AboutMe).toBe(about);
    expect(zipped.headers.etag).toBe(plain.headers.etag);

    const unchanged = await rawGet(path, { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });
});
