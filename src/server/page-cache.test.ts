// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache, type PageRenderer } from './page-cache';

/** A renderer that counts its renders and writes the nonce where the real one does (scripts and styles). */
function countingRenderer(status = 200, delayMs = 5) {
  const calls: string[] = [];
  const render: PageRenderer = async (request, nonce) => {
    calls.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = `<html><style nonce="${nonce}"></style><p>render ${calls.length} of ${request.url}</p><script nonce="${nonce}"></script></html>`;
    return new Response(body, { status, headers: { 'content-type': 'text/html', 'content-length': String(body.length) } });
  };
  return { calls, render };
}

const get = (path: string) => new Request(`http://club.test${path}`);

describe('the page micro-cache', () => {
  it('renders a page once for many concurrent and following requests, each answer with its own nonce', async () => {
    const { calls, render } = countingRenderer();
    const cached = createPageCache(render, { ttlMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => cached(get('/members'), `nonce-${i}`)));
    const later = await cached(get('/members'), 'nonce-later');
    expect(calls).toEqual(['http://club.test/members']);
    const bodies = await Promise.all([...answers, later].map((answer) => answer.text()));
    bodies.forEach((body, i) => {
      const nonce = i < 20 ? `nonce-${i}` : 'nonce-later';
      expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(body).toContain('render 1 of http://club.test/members');
    });
    // The renderer's length no longer matches once the nonce is written in.
    expect(later.headers.get('content-length')).toBeNull();
    expect(later.headers.get('content-type')).toBe('text/html');
  });

  it('keeps each URL (path and query) apart', async () => {
    const { calls, render } = countingRenderer();
    const cached = createPageCache(render, { ttlMs: 60_000 });
    await cached(get('/members?q=helene'), 'n');
    await cached(get('/members?q=marc'), 'n');
    await cached(get('/members?q=helene'), 'n');
    expect(calls).toEqual(['http://club.test/members?q=helene', 'http://club.test/members?q=marc']);
  });

  it('renders again once the page is older than its time to live', async () => {
    const { calls, render } = countingRenderer();
    const cached = createPageCache(render, { ttlMs: 40 });
    await cached(get('/events'), 'n');
    await new Promise((resolve) => setTimeout(resolve, 80));
    const fresh = await cached(get('/events'), 'n');
    expect(calls).toHaveLength(2);
    expect(await fresh.text()).toContain('render 2');
  });

  it('never keeps a 404: a record published a moment later shows at once', async () => {
    const { calls, render } = countingRenderer(404);
    const cached = createPageCache(render, { ttlMs: 60_000 });
    expect((await cached(get('/event-detail/7'), 'n')).status).toBe(404);
    expect((await cached(get('/event-detail/7'), 'n')).status).toBe(404);
    expect(calls).toHaveLength(2);
  });

  it('forgets the oldest pages beyond its size, so endless query strings cannot fill the memory', async () => {
    const { calls, render } = countingRenderer(200, 0);
    const cached = createPageCache(render, { ttlMs: 60_000, maxChars: 1_000 });
    for (let i = 0; i < 50; i += 1) await cached(get(`/members?q=${i}`), 'n');
    await cached(get('/members?q=49'), 'n'); // the newest is kept
    await cached(get('/members?q=0'), 'n'); // the oldest was dropped
    expect(calls).toHaveLength(51);
    expect(calls.at(-1)).toBe('http://club.test/members?q=0');
  });

  it('with a time to live of 0, renders every request', async () => {
    const { calls, render } = countingRenderer();
    const cached = createPageCache(render, { ttlMs: 0 });
    await cached(get('/'), 'n');
    await cached(get('/'), 'n');
    expect(calls).toHaveLength(2);
  });
});
