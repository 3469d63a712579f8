let release: () => void = () => undefined;

/**
 * Resolves once React has hydrated (or first rendered) the page's root: app/client.tsx's MarkHydrated calls
 * markRootHydrated. Null on the server, where nothing waits for it.
 */
export const rootHydrated: Promise<void> | null =
  typeof window === 'undefined' ? null : new Promise<void>((resolve) => (release = resolve));

export const markRootHydrated = () => release();
