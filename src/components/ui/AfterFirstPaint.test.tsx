import { Suspense, use, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { markPageHydrated } from '@/lib/page-hydrated';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint on a server-rendered page', () => {
  it('hydrates what it holds after the root, not in the task that ends the root’s hydration', async () => {
    const rendered: string[] = [];
    function LowerHalf() {
      rendered.push('lower half');
      return <p>Plus bas sur la page</p>;
    }
    // What the page ends with (app/page-hydrated-mark.tsx): the parts after the root may follow. A
    // microtask queued then runs once that task's synchronous work is done: the lower half must not be in it.
    let renderedWhenTheRootsTaskEnded: string[] | undefined;
    function MarkHydrated() {
      useEffect(() => {
        markPageHydrated();
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

  it('keeps the server’s HTML when it is itself hydrated after the root (inside a part still loading then)', async () => {
    // A part of the page that suspends while the root is hydrated (a route's code still arriving, say): it is
    // hydrated after the root's effects have run, and so is the AfterFirstPaint inside it.
    let open: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (open = resolve));
    let loaded = false;
    void loading.then(() => (loaded = true));
    function StillLoading({ children }: { children: ReactNode }) {
      if (typeof window !== 'undefined' && !loaded) use(loading);
      return children;
    }
    function MarkHydrated() {
      useEffect(() => {
        markPageHydrated();
        setTimeout(open, 0);
      }, []);
      return null;
    }
    const page = (
      <main>
        <Suspense fallback={null}>
          <StillLoading>
            <AfterFirstPaint minHeight="0">
              <p>Plus bas sur la page</p>
            </AfterFirstPaint>
          </StillLoading>
        </Suspense>
        <MarkHydrated />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <Suspense fallback={null}>
          <Suspense fallback={null}>
            <p>Plus bas sur la page</p>
          </Suspense>
        </Suspense>
      </main>,
    );
    document.body.append(container);

    const recoverable = vi.fn();
    hydrateRoot(container, page, { onRecoverableError: recoverable });
    await vi.waitFor(() => expect(loaded).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toContain('Plus bas sur la page');
    // A mismatch (the placeholder of a page drawn in the browser instead of the server's boundary) is reported here.
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
