import type { ReactNode } from 'react';
import { Box } from '@/components/design';
import { SESSION_PENDING_ATTRIBUTE } from '@/session/session-pending';
import { useRenderedInBrowser } from './rendered-in-browser';

/**
 * Wraps what only an anonymous visitor is shown. On the server and while the page hydrates the session is not known
 * yet: the wrapper is marked, and a page whose early program found a session marker keeps the place empty (same
 * size, no misleading label) instead of showing it (src/session/session-pending.ts). An anonymous visitor sees it at
 * first paint. The wrapper itself draws nothing (`display: contents`) and stays, so nothing remounts.
 */
export function UntilSessionKnown({ children }: { children: ReactNode }) {
  const known = useRenderedInBrowser();
  const mark = known ? {} : { [SESSION_PENDING_ATTRIBUTE]: '', 'data-testid': 'session-pending' };
  return (
    <Box display="contents" {...mark}>
      {children}
    </Box>
  );
}
