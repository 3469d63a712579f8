import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resilientLazy } from './resilient-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe('resilientLazy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback when the chunk cannot be loaded, then the part once the network is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = resilientLazy(load, ({ name }) => <p>Chargement de {name}</p>);

    render(
      <main>
        <h1>La page reste là</h1>
        <Part name="Sophie" />
      </main>,
    );
    // The failed import is caught (and logged) by the part's boundary; its fallback stays in place.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Chargement de Sophie')).toBeTruthy();
    expect(screen.getByText('La page reste là')).toBeTruthy();
    expect(screen.queryByText('Bonjour Sophie')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Bonjour Sophie')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not hold back the page’s content hydrated right after it mounts (React’s 300 ms fallback throttle)', async () => {
    // As on a server-rendered page: the root is hydrated first, the page's content (a Suspense boundary of the
    // server's HTML, here waiting for `gate`) right after; a lazy part mounts once the root is hydrated.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let contentHydratedAt = 0;
    function Content() {
      if (typeof window !== 'undefined' && contentHydratedAt === 0) use(gate);
      useEffect(() => {
        contentHydratedAt = performance.now();
      }, []);
      return <p>Contenu de la page</p>;
    }
    const Part = resilientLazy(
      () => new Promise<{ default: typeof Greeting }>(() => {}), // a chunk still on its way
      () => null,
    );
    const page = (
      <main>
        <Part name="Sophie" />
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    contentHydratedAt = -1; // the server renders the content
    container.innerHTML = renderToString(page);
    contentHydratedAt = 0;
    document.body.append(container);
    const root = hydrateRoot(container, page);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the root hydrated, the part mounted
    const openedAt = performance.now();
    await act(async () => open());
    await vi.waitFor(() => expect(contentHydratedAt).toBeGreaterThan(0), { timeout: 2_000, interval: 5 });
    // React.lazy under Suspense: 280-300 ms, the time React waits after a boundary showed its fallback.
    expect(contentHydratedAt - openedAt).toBeLessThan(150);
    expect(container.textContent).toBe('Contenu de la page');
    root.unmount();
    container.remove();
  });
});
