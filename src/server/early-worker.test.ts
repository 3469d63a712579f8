import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_WORKER_SCRIPT, withEarlyWorker } from './early-worker';
import { PAGE_STARTED } from '../offline/first-install';

/** The script run on a page (happy-dom) whose browser registers workers through `register`. */
function runOnPage() {
  const installing = { postMessage: vi.fn() };
  const register = vi.fn(() => Promise.resolve({ installing, waiting: null, active: null }));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a string, as the page receives it
  new Function(EARLY_WORKER_SCRIPT)();
  return { register, installing };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the early registration of the service worker', () => {
  it('registers the worker as soon as the page runs it, before the app has started', async () => {
    const { register, installing } = runOnPage();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await settle();
    // The worker is not told the page has started: its install waits before downloading the app's files.
    expect(installing.postMessage).not.toHaveBeenCalled();
  });

  it('tells the installing worker once the page has hydrated, once', async () => {
    const { installing } = runOnPage();
    document.documentElement.dataset.hydrated = 'true';
    await settle();
    await settle();
    expect(installing.postMessage).toHaveBeenCalledTimes(1);
    expect(installing.postMessage).toHaveBeenCalledWith({ type: PAGE_STARTED });
    document.documentElement.dataset.hydrated = 'again';
    await settle();
    expect(installing.postMessage).toHaveBeenCalledTimes(1);
  });

  it('tells it at once on a page already hydrated', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const { installing } = runOnPage();
    await settle();
    expect(installing.postMessage).toHaveBeenCalledWith({ type: PAGE_STARTED });
  });
});

describe('where the registration goes', () => {
  it('at the start of the head: a phone link takes seconds to bring the worker’s script, and a closed tab drops it', () => {
    const html = withEarlyWorker(
      '<!DOCTYPE html><html lang="fr"><head><meta charSet="UTF-8"/></head><body><p>x</p></body></html>',
      'n0nce',
    );
    expect(html.indexOf(`<script nonce="n0nce">${EARLY_WORKER_SCRIPT}</script>`)).toBe(html.indexOf('<head>') + '<head>'.length);
  });
});
