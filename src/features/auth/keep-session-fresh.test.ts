import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { clearSession, getSession, saveSession, type SessionUser } from '@/session/session';
import { keepSessionFresh } from './keep-session-fresh';

const fetchCurrentUser = vi.fn<() => Promise<SessionUser>>();
vi.mock('@/api/auth', () => ({ fetchCurrentUser: () => fetchCurrentUser() }));

const member: SessionUser = { id: 7, username: 'u7', name: 'Anne Dupont', email: 'anne@exemple.be', memberId: 70 };
let stop: () => void = () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session kept as the server says it', () => {
  beforeEach(() => {
    fetchCurrentUser.mockReset();
    onlineManager.setOnline(true);
    saveSession(member, 'token-1');
  });
  afterEach(() => {
    stop();
    clearSession();
  });

  it('shows a role granted in the back-office without a new login', async () => {
    fetchCurrentUser.mockResolvedValue({ ...member, organiser: true });
    stop = keepSessionFresh();
    await settle();
    expect(getSession().user?.organiser).toBe(true);
    expect(getSession().token).toBe('token-1');
  });

  it('asks again when the network returns, not more than once in 5 minutes', async () => {
    fetchCurrentUser.mockResolvedValue(member);
    stop = keepSessionFresh();
    await settle();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await settle();
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a session started meanwhile by another login', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    fetchCurrentUser.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    stop = keepSessionFresh();
    const other = { ...member, id: 8, memberId: 80, name: 'Bruno' };
    saveSession(other, 'token-2');
    answer({ ...member, organiser: true });
    await settle();
    expect(getSession().user).toEqual(other);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    fetchCurrentUser.mockRejectedValue(new TypeError('Failed to fetch'));
    stop = keepSessionFresh();
    await settle();
    expect(getSession().user).toEqual(member);
  });
});
