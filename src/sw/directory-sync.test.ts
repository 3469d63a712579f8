import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MirroredSession } from '@/offline/session-mirror';

// The service worker's sync across a sign-in: the network and the device's store are faked here, the sync's own
// rules (restart for a new viewer, one sync per directory) are the real ones.
const session: { current: MirroredSession | null } = { current: null };
const requests: Array<{ kind: string; since: string | null; token: string | null }> = [];
const answers: Array<(value: unknown) => void> = [];
const applied: Array<{ kind: string; viewer: string | null; tokens: Array<string | null> }> = [];
/** Runs inside the store's write of an answer (what the page does at that very moment). */
const whileWriting: { run?: () => void } = {};
const cleared: string[] = [];

vi.mock('@/offline/session-mirror', () => ({ readSessionMirror: async () => session.current }));
vi.mock('@/offline/directory-channel', () => ({ announce: () => {} }));
vi.mock('@/api/directory', () => {
  const answer = (kind: string, since: string | null, options: { token?: string | null }) => {
    const token = options.token ?? null;
    requests.push({ kind, since, token });
    return new Promise((resolve) => answers.push(resolve)).then(() => ({
      records: [{ id: 1, sortKey: 'a', changedAt: 1, item: { askedWith: token } }],
      removed: [],
      cursor: `${kind}-cursor`,
      more: false,
      reset: false,
      remaining: 0,
    }));
  };
  return {
    fetchDirectoryChanges: answer,
    // The phone's streamed feed: here one answer per request.
    streamDirectoryChanges: async function* (kind: string, since: string | null, options: { token?: string | null }) {
      yield await answer(kind, since, options);
    },
  };
});
vi.mock('@/offline/directory-store', () => {
  const states = new Map<string, { viewer: string | null; cursor: string }>();
  return {
    syncStateOf: async (kind: string) => states.get(kind),
    clearDirectory: async (kind: string) => {
      cleared.push(kind);
      states.delete(kind);
    },
    countRecords: async () => 1,
    readAll: async () => [],
    applyDelta: async (
      kind: string,
      delta: { records: Array<{ item: { askedWith: string | null } }> },
      state: { viewer: string | null; cursor: string },
    ) => {
      whileWriting.run?.();
      whileWriting.run = undefined;
      states.set(kind, state);
      applied.push({ kind, viewer: state.viewer, tokens: delta.records.map((record) => record.item.askedWith) });
      return delta.records.length;
    },
  };
});

const keptSyncs: Array<{ appliedBefore: number }> = [];
vi.mock('./kept-whole-sync', () => ({
  syncKeptWhole: async () => {
    keptSyncs.push({ appliedBefore: applied.length });
    return true;
  },
}));

/** The 7-day limit's runs, with how many requests had gone out before each. */
const expiryRuns: number[] = [];
vi.mock('@/offline/copy-expiry', () => ({
  dropExpiredCopies: async () => {
    expiryRuns.push(requests.length);
    return [];
  },
}));

const { syncDirectories } = await import('./directory-sync');

/** Answers every request made so far, then lets the sync go on. */
async function answerAll() {
  await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
  answers.splice(0).forEach((resolve) => resolve(undefined));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the service worker’s directory sync', () => {
  beforeEach(() => {
    session.current = null;
    requests.length = 0;
    answers.length = 0;
    applied.length = 0;
    keptSyncs.length = 0;
    cleared.length = 0;
    expiryRuns.length = 0;
  });

  // A phone whose tab stays closed: the periodic sync applies the Confidentialité page's 7 days before asking
  // anything, so an expired copy goes even when the network is gone.
  it('a full sync first drops a copy older than 7 days, before any request', async () => {
    const all = syncDirectories();
    await answerAll();
    await all;
    expect(expiryRuns).toEqual([0]);
  });

  it('a full sync brings the gallery and the sectors after every directory; a list’s own sync does not', async () => {
    const one = syncDirectories(['members']);
    await answerAll();
    expect(await one).toBe(true);
    expect(keptSyncs).toEqual([]);

    const all = syncDirectories();
    await answerAll();
    expect(await all).toBe(true);
    expect(keptSyncs).toEqual([{ appliedBefore: 4 }]);
  });

  it('a list asked again while its directory syncs gets one more pass after it, shared by every such request', async () => {
    const first = syncDirectories(['events']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // A sign-up is answered meanwhile; 'Mes événements' asks for the events, twice.
    const again = syncDirectories(['events']);
    const andAgain = syncDirectories(['events']);
    await answerAll();
    await first;
    await answerAll();
    await Promise.all([again, andAgain]);

    // The second request went out once the first answer was stored: it asks from that answer's cursor.
    expect(requests.map((request) => request.kind)).toEqual(['events', 'events']);
    expect(requests[1].since).toBe('events-cursor');
  });

  it('a sync in flight at sign-in starts again with the member’s token, and keeps only rows asked with it', async () => {
    const done = syncDirectories(['members']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].token).toBeNull();

    // The member signs in while the anonymous answer is on its way.
    session.current = { token: 'jeton-du-membre', viewer: '25:87', memberId: 87 };
    await answerAll();
    await answerAll();
    await done;

    expect(requests.map((request) => request.token)).toEqual([null, 'jeton-du-membre']);
    expect(applied).toEqual([{ kind: 'members', viewer: '25:87', tokens: ['jeton-du-membre'] }]);
  });

  it('a sync in flight at logout starts again anonymously: the members-only rows are not kept as the anonymous copy', async () => {
    session.current = { token: 'jeton-du-membre', viewer: '25:87', memberId: 87 };
    const done = syncDirectories(['companies']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    session.current = null;
    await answerAll();
    await answerAll();
    await done;

    expect(requests.map((request) => request.token)).toEqual(['jeton-du-membre', null]);
    expect(applied).toEqual([{ kind: 'companies', viewer: null, tokens: [null] }]);
  });

  it('a logout landing while the member’s last answer is written: those rows are forgotten and the directory asked again anonymously', async () => {
    session.current = { token: 'jeton-du-membre', viewer: '25:87', memberId: 87 };
    const done = syncDirectories(['members']);
    // The page logs out (mirror cleared) after the sync checked whom it asks for, before its write ends.
    whileWriting.run = () => (session.current = null);
    await answerAll();
    await answerAll();
    await done;

    expect(requests.map((request) => request.token)).toEqual(['jeton-du-membre', null]);
    expect(cleared).toEqual(['members']);
    expect(applied.at(-1)).toEqual({ kind: 'members', viewer: null, tokens: [null] });
  });
});
