import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STARTED } from '../offline/first-install';

// The worker's globals, on the test's `self`: its registration (is a worker active?) and the open pages.
const worker = self as unknown as { registration: { active: unknown }; clients: { matchAll: () => Promise<unknown[]> } };
let openPages: unknown[];

async function loadGate() {
  vi.resetModules();
  return import('./first-install-gate');
}

/** What the gate resolved with after the timers up to `ms` have run (null: still waiting). */
async function settledWithin(promise: Promise<string>, ms: number) {
  let settled: string | null = null;
  void promise.then((moment) => (settled = moment));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
  openPages = [{ url: 'http://club.test/' }];
  worker.registration = { active: null };
  worker.clients = { matchAll: () => Promise.resolve(openPages) };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a first install waits for the page that registered it', () => {
  it('waits while the page is starting, and goes once it says it has started', async () => {
    const { firstInstallGate } = await loadGate();
    const gate = firstInstallGate();
    expect(await settledWithin(gate, 3000)).toBe(null);
    self.dispatchEvent(new MessageEvent('message', { data: { type: PAGE_STARTED } }));
    expect(await settledWithin(gate, 0)).toBe('page-started');
  });

  it('goes as soon as no page is open (the visitor left after a few seconds)', async () => {
    const { firstInstallGate } = await loadGate();
    const gate = firstInstallGate();
    expect(await settledWithin(gate, 1000)).toBe(null);
    openPages = [];
    expect(await settledWithin(gate, 300)).toBe('page-closed');
  });

  it('goes after the longest wait with a page that never says so', async () => {
    const { firstInstallGate, FIRST_INSTALL_WAIT_MS } = await loadGate();
    const gate = firstInstallGate();
    expect(await settledWithin(gate, FIRST_INSTALL_WAIT_MS - 500)).toBe(null);
    expect(await settledWithin(gate, 1000)).toBe('waited');
  });

  it('does not wait for an update (a worker is active already)', async () => {
    worker.registration = { active: {} };
    const { firstInstallGate } = await loadGate();
    expect(await settledWithin(firstInstallGate(), 0)).toBe('update');
  });
});
