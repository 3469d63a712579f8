import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceOnStaleChunk } from './stale-chunk';

const CHUNK = 'http://127.0.0.1:4174/assets/db-ArBJXPJw.js';

/** What Vite's preload helper dispatches when a dynamic import fails. */
function importFails(url = CHUNK): Event {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  window.dispatchEvent(event);
  return event;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazy chunk that fails to load', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once when its file is gone (a deploy), never twice within a minute', async () => {
    const reload = vi.fn();
    const fetchFile = vi.fn(async () => new Response(null, { status: 404 }));
    stop = reloadOnceOnStaleChunk({ fetchFile, reload });
    importFails();
    await settle();
    expect(fetchFile).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
    importFails();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the file is there: it failed while the phone was offline', async () => {
    const reload = vi.fn();
    stop = reloadOnceOnStaleChunk({ fetchFile: vi.fn(async () => new Response(null, { status: 200 })), reload });
    importFails();
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the file cannot be asked for, nor while offline', async () => {
    const reload = vi.fn();
    const fetchFile = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    stop = reloadOnceOnStaleChunk({ fetchFile, reload });
    importFails();
    await settle();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    importFails();
    await settle();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
