import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestActiveWorkerSync, requestWorkerSync } from './directory-channel';

/** A worker as the page sees it: answers a sync request on the port it was given. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  return Object.assign(target, {
    state,
    postMessage: vi.fn((_message: unknown, ports: MessagePort[]) => ports[0].postMessage('done')),
  }) as unknown as ServiceWorker & { state: ServiceWorkerState };
}

/** navigator.serviceWorker with a registration whose worker is installing; `activate()` makes it active. */
function installingRegistration() {
  const worker = fakeWorker('installing');
  const registration: { active: ServiceWorker | null; installing: ServiceWorker | null; waiting: null } = {
    active: null,
    installing: worker,
    waiting: null,
  };
  let resolveReady: (value: unknown) => void = () => {};
  const ready = new Promise((resolve) => (resolveReady = resolve));
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: () => Promise.resolve(registration), ready },
    configurable: true,
  });
  return {
    worker,
    activate: () => {
      worker.state = 'activated';
      Object.assign(registration, { active: worker, installing: null });
      resolveReady(registration);
    },
    fail: () => {
      worker.state = 'redundant';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

/** What the promise resolved with once the timers up to `ms` have run ('pending' if it has not). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let settled: T | 'pending' = 'pending';
  void promise.then((value) => (settled = value));
  await vi.advanceTimersByTimeAsync(ms);
  // The worker's answer comes through a real MessageChannel.
  await new Promise((resolve) => setImmediate(resolve));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the page asks its service worker to sync the directories', () => {
  it('waits for a worker still installing after 15 s (a first install on a phone link) instead of syncing itself', async () => {
    const { worker, activate } = installingRegistration();
    const asked = requestWorkerSync();
    expect(await within(asked, 30_000)).toBe('pending');
    activate();
    expect(await within(asked, 0)).toBe(true);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('syncs itself when the worker’s install fails', async () => {
    const { fail } = installingRegistration();
    const asked = requestWorkerSync();
    expect(await within(asked, 5_000)).toBe('pending');
    fail();
    expect(await within(asked, 0)).toBe(false);
  });

  it('syncs itself when no worker is registered within 15 s', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve(undefined), ready: new Promise(() => {}) },
      configurable: true,
    });
    const asked = requestWorkerSync();
    expect(await within(asked, 14_000)).toBe('pending');
    expect(await within(asked, 2_000)).toBe(false);
  });
});

describe('a list asks the active worker for its directory’s changes', () => {
  it('asks it for that directory only, and goes on once it answered', async () => {
    const worker = fakeWorker('activated');
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve({ active: worker, installing: null, waiting: null }) },
      configurable: true,
    });
    expect(await within(requestActiveWorkerSync('events'), 0)).toBe(true);
    expect(worker.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'SYNC_DIRECTORIES', kinds: ['events'] }),
      expect.anything(),
    );
  });

  it('does not wait for a worker still installing, nor ask offline', async () => {
    installingRegistration();
    expect(await within(requestActiveWorkerSync('events'), 0)).toBe(false);
    const worker = fakeWorker('activated');
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve({ active: worker, installing: null, waiting: null }) },
      configurable: true,
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await within(requestActiveWorkerSync('events'), 0)).toBe(false);
      expect(worker.postMessage).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });
});
