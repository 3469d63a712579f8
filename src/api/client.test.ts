import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiLines, apiRequest } from './client';
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

describe('apiLines: a streamed answer, one JSON value per line', () => {
  /** A body that arrives in these pieces, the next one once the reader asks for it. */
  const answerIn = (pieces: string[], type = 'application/x-ndjson') => {
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled < pieces.length) controller.enqueue(new TextEncoder().encode(pieces[pulled++]));
        else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-type': type } })),
    );
    return { pulled: () => pulled, cancelled: () => cancelled };
  };
  const all = async (lines: AsyncIterable<unknown>) => {
    const out: unknown[] = [];
    for await (const line of lines) out.push(line);
    return out;
  };

  it('gives each value once its line is whole, however the network cuts it (a line in pieces, two in one piece, é split)', async () => {
    const bytes = '{"a":1}\n{"b":"é"}\n{"c":[1,2]}\n';
    answerIn([bytes.slice(0, 3), bytes.slice(3, 14), bytes.slice(14)]);
    expect(await all(apiLines('/api/feed'))).toEqual([{ a: 1 }, { b: 'é' }, { c: [1, 2] }]);
  });

  it('reads a plain JSON answer as one value (a server from before the stream)', async () => {
    answerIn(['{"data":', '[1,2]}'], 'application/json');
    expect(await all(apiLines('/api/feed'))).toEqual([{ data: [1, 2] }]);
  });

  it('gives the first value before the rest has arrived, and stops downloading when the caller stops', async () => {
    const body = answerIn(Array.from({ length: 50 }, (_, page) => `{"page":${page}}\n`));
    for await (const line of apiLines<{ page: number }>('/api/feed')) {
      expect(line).toEqual({ page: 0 });
      expect(body.pulled()).toBeLessThan(10);
      break;
    }
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThan(10);
  });

  it('throws on a line cut short, after giving those before it', async () => {
    answerIn(['{"page":1}\n{"pa']);
    const got: unknown[] = [];
    await expect(
      (async () => {
        for await (const line of apiLines('/api/feed')) got.push(line);
      })(),
    ).rejects.toThrow();
    expect(got).toEqual([{ page: 1 }]);
  });
});
