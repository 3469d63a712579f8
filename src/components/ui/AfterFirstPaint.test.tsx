import { Suspense, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { markRootHydrated, startRootHydration } from '@/lib/root-hydrated';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint on a server-rendered page', () => {
  it('hydrates what it holds after the root, not in the task that ends the root’s hydration', async () => {
    const rendered: string[] = [];
    function LowerHalf() {
      rendered.push('lower half');
      return <p>Plus bas sur la page</p>;
    }
    // What the page's root ends with (app/client.tsx's MarkHydrated): the parts after the root may follow. A
    // microtask queued then runs once that task's synchronous work is done: the lower half must not be in it.
    let renderedWhenTheRootsTaskEnded: string[] | undefined;
    function MarkHydrated() {
      useEffect(() => {
        markRootHydrated();
        queueMicrotask(() => (renderedWhenTheRootsTaskEnded = [...rendered]));
      }, []);
      return null;
    }
    const page = (
      <main>
        <h1>La page</h1>
        <AfterFirstPaint minHeight="0">
          <LowerHalf />
        </AfterFirstPaint>
        <MarkHydrated />
      </main>
    );

    // The server's HTML: AfterFirstPaint renders its children in a Suspense boundary there (AfterRoot waits for
    // nothing on a server, which this browser-like test environment is not).
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <h1>La page</h1>
        <Suspense fallback={null}>
          <LowerHalf />
        </Suspense>
      </main>,
    );
    document.body.append(container);
    expect(container.textContent).toContain('Plus bas sur la page');
    rendered.length = 0;

    const recoverable = vi.fn();
    startRootHydration();
    hydrateRoot(container, page, { onRecoverableError: recoverable });
    await vi.waitFor(() => expect(renderedWhenTheRootsTaskEnded).toBeDefined());
    // Before the fix, AfterFirstPaint re-rendered as hydration ended and React hydrated the lower half there and
    // then, synchronously: on a phone, the home page's lower half was one task of 400 ms in front of a first tap.
    expect(renderedWhenTheRootsTaskEnded).toEqual([]);
    // It is hydrated right after, in a task of its own, with the server's HTML kept (no mismatch, no client render).
    await vi.waitFor(() => expect(rendered).toContain('lower half'));
    expect(container.textContent).toContain('Plus bas sur la page');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
