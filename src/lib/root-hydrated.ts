let release: () => void = () => undefined;
let hydrating = false;

/**
 * Resolves once React has hydrated (or first rendered) the page's root: app/client.tsx's MarkHydrated calls
 * markRootHydrated. Null on the server, where nothing waits for it.
 */
export const rootHydrated: Promise<void> | null =
  typeof window === 'undefined' ? null : new Promise<void>((resolve) => (release = resolve));

/** app/client.tsx, as it starts hydrating a server-rendered page. */
export const startRootHydration = () => {
  hydrating = true;
};

export const markRootHydrated = () => {
  hydrating = false;
  release();
};

/**
 * Whether a component mounting now is part of the root's hydration (or of the server's render). Read once, at
 * mount, by components that must not re-render when hydration ends: a `useSyncExternalStore` whose browser value
 * differs from the server's re-renders its component synchronously right after hydration, and a component that
 * holds a Suspense boundary not yet hydrated then hydrates all of it in that one task.
 */
export const mountsInRootHydration = () => typeof window === 'undefined' || hydrating;
