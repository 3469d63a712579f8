import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { getSession, onSessionExpired, saveSession } from '@/session/session';

const user = { id: 1, username: 'jean-1a2b3c4d', name: 'Jean Dupont', email: 'jean@exemple.be', memberId: 7 };

/** A fetch that answers 401 once `release` is called: the request is in flight meanwhile. */
function slow401() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify({ error: { message: 'Unauthorized' } }), { status: 401 });
    }),
  );
  return release;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a 401', () => {
  it('ends the session that sent the request (spec §4)', async () => {
    saveSession(user, 'token-a');
    const handler = vi.fn();
    const stop = onSessionExpired(handler);
    const release = slow401();
    const request = apiRequest('/api/members').catch(() => undefined);
    release();
    await request;
    stop();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBeNull();
  });

  it('ends nothing when the token it carried was replaced meanwhile (a password change revokes the old one)', async () => {
    saveSession(user, 'token-a');
    const handler = vi.fn();
    const stop = onSessionExpired(handler);
    const release = slow401();
    const request = apiRequest('/api/members').catch(() => undefined);
    saveSession(user, 'token-b');
    release();
    await request;
    stop();
    expect(handler).not.toHaveBeenCalled();
    expect(getSession().token).toBe('token-b');
  });

  it('sent with a token of its own (the service worker): that token, and the session is left alone', async () => {
    saveSession(user, 'token-a');
    const handler = vi.fn();
    const stop = onSessionExpired(handler);
    const release = slow401();
    const request = apiRequest('/api/events/3/sign-up', { method: 'POST', token: 'worker-token' }).catch(() => undefined);
    release();
    await request;
    stop();
    const init = vi.mocked(fetch).mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer worker-token');
    expect(handler).not.toHaveBeenCalled();
    expect(getSession().token).toBe('token-a');
  });
});
