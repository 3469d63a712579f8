import { describe, expect, it, vi } from 'vitest';
import type { SyncStateRow } from './db';

const states: SyncStateRow[] = [];
vi.mock('./directory-store', () => ({ allSyncStates: async () => states }));

const { currentOfflineReadiness, provideReadinessViewer, refreshOfflineReadiness } = await import('./offline-readiness');

const complete = (kind: string, viewer: string | null): SyncStateRow => ({
  kind,
  cursor: 'c',
  complete: true,
  viewer,
  syncedAt: 1,
  count: 10,
  remaining: 0,
});

describe('offline readiness', () => {
  it('counts only the copies synced for the current viewer (an anonymous copy before a sign-in is not ready)', async () => {
    let viewer: string | null = null;
    provideReadinessViewer(() => viewer);
    states.push(complete('members', null), complete('companies', null), complete('events', null));
    await refreshOfflineReadiness();
    expect(currentOfflineReadiness()).toMatchObject({ known: true, members: { complete: true }, percent: 100 });

    // Signed in: the copies are the anonymous ones until the worker syncs again for this member.
    viewer = '25:87';
    await refreshOfflineReadiness();
    expect(currentOfflineReadiness()).toMatchObject({ members: null, companies: null, events: null, ready: false });

    states.splice(0, 3, complete('members', '25:87'), complete('companies', '25:87'), complete('events', null));
    await refreshOfflineReadiness();
    expect(currentOfflineReadiness()).toMatchObject({ members: { complete: true }, events: null, ready: false, percent: 99 });
  });
});
