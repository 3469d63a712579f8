import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { leaveEvent, signUpForEvent } from '@/api/sign-up';
import { notify } from '@/lib/toasts';
import {
  OtherAccountError,
  leaveMutationKey,
  registerEventSignUpDefaults,
  shouldRetrySignUp,
  signUpErrorMessage,
  signUpMutationKey,
  type SignUpVariables,
} from './sign-up';

vi.mock('@/api/sign-up', () => ({ signUpForEvent: vi.fn(), leaveEvent: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ notify: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('@/session/session', () => ({
  getSession: () => ({ user: { id: 1, username: 'a-1a2b3c4d', name: 'A', email: 'a@x.be', memberId: 10 }, token: 't' }),
}));

const variables: SignUpVariables = { eventId: 3, eventName: 'Lunch à Namur', memberId: 10, label: 'Inscription : Lunch à Namur' };
const signUp = vi.mocked(signUpForEvent);

function appClient() {
  const client = new QueryClient();
  registerEventSignUpDefaults(client);
  return client;
}

/** What the app does on the button: a mutation with the sign-up (or leave) key, its function from the defaults. */
function mutate(client: QueryClient, vars = variables, mutationKey: readonly string[] = signUpMutationKey) {
  const mutation = client.getMutationCache().build(client, client.defaultMutationOptions({ mutationKey }));
  void mutation.execute(vars).catch(() => {});
  return mutation;
}

/** The persister's round trip: paused mutations as JSON, read back by a fresh app. */
function reopen(client: QueryClient) {
  const stored = JSON.parse(JSON.stringify(dehydrate(client, { shouldDehydrateMutation: (m) => m.state.isPaused })));
  const next = appClient();
  hydrate(next, stored);
  return next;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offline sign-up queue', () => {
  beforeEach(() => {
    signUp.mockReset();
    vi.mocked(notify.error).mockReset();
    onlineManager.setOnline(false);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('waits offline, survives a restart, and is sent exactly once back online', async () => {
    signUp.mockResolvedValue('registered');
    const first = appClient();
    const mutation = mutate(first);
    await settle();
    expect(mutation.state).toMatchObject({ status: 'pending', isPaused: true });

    const second = reopen(first);
    expect(second.getMutationCache().getAll()).toHaveLength(1);
    second.mount();
    await second.resumePausedMutations(); // what the app does after the restore: still offline, still waiting
    expect(signUp).not.toHaveBeenCalled();
    expect(second.getMutationCache().getAll()[0].state.isPaused).toBe(true);

    onlineManager.setOnline(true); // the network is back
    await vi.waitFor(() => expect(second.getMutationCache().getAll()[0].state.status).toBe('success'));
    await second.resumePausedMutations();
    await settle();
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith(3);
    expect(notify.success).toHaveBeenCalledWith("Inscrivez-vous à l'événement avec succès!", 'attendance:3');
    second.unmount();
  });

  it('a sign-up queued offline that reaches a full event lands on the waitlist: said plainly in French, never an error', async () => {
    signUp.mockReset().mockResolvedValue('waitlisted');
    vi.mocked(notify.info).mockReset();
    const first = appClient();
    mutate(first, variables);
    await settle();
    const second = reopen(first);
    second.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(second.getMutationCache().getAll()[0].state.status).toBe('success'));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(notify.info).toHaveBeenCalledWith(
      'L’événement est complet : tu es sur la liste d’attente. Si une place se libère, elle est à toi et tu reçois un e-mail.',
      'attendance:3',
    );
    expect(notify.error).not.toHaveBeenCalled();
    second.unmount();
  });

  it('leaving waits offline too, survives a restart, and is sent once back online', async () => {
    vi.mocked(leaveEvent).mockReset().mockResolvedValue('left');
    const first = appClient();
    const mutation = mutate(first, { ...variables, label: 'Désinscription : Lunch à Namur' }, leaveMutationKey);
    await settle();
    expect(mutation.state.isPaused).toBe(true);
    const second = reopen(first);
    second.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(second.getMutationCache().getAll()[0].state.status).toBe('success'));
    expect(leaveEvent).toHaveBeenCalledTimes(1);
    expect(leaveEvent).toHaveBeenCalledWith(3);
    expect(signUp).not.toHaveBeenCalled();
    // In the event's one toast place: it replaces the sign-up's toast (issue 26).
    expect(notify.success).toHaveBeenCalledWith('Tu es désinscrit de l’événement.', 'attendance:3');
    second.unmount();
  });

  it('a past event: the server’s French refusal is shown as it is', () => {
    expect(signUpErrorMessage(new ApiError('Cet événement est terminé : les inscriptions sont closes.', 400), 'E')).toBe(
      'Cet événement est terminé : les inscriptions sont closes.',
    );
  });

  it('a refusal (event gone) is said plainly and never retried', async () => {
    onlineManager.setOnline(true);
    signUp.mockRejectedValue(new ApiError('Not Found', 404));
    const mutation = mutate(appClient());
    await vi.waitFor(() => expect(mutation.state.status).toBe('error'));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(
      'L’événement « Lunch à Namur » n’existe plus : ton inscription n’a pas été envoyée.',
      'attendance:3',
    );
  });

  it('is not sent under another account than the one that queued it', async () => {
    onlineManager.setOnline(true);
    const mutation = mutate(appClient(), { ...variables, memberId: 99 });
    await vi.waitFor(() => expect(mutation.state.status).toBe('error'));
    expect(signUp).not.toHaveBeenCalled();
    expect(mutation.state.error).toBeInstanceOf(OtherAccountError);
  });

  it('retries network failures a few times only, refusals never; explains each in French', () => {
    expect(shouldRetrySignUp(0, new ApiError('Network unavailable', 0))).toBe(true);
    expect(shouldRetrySignUp(4, new ApiError('Network unavailable', 0))).toBe(false);
    for (const status of [400, 401, 403, 404, 500]) expect(shouldRetrySignUp(0, new ApiError('x', status))).toBe(false);
    expect(signUpErrorMessage(new ApiError('x', 401), 'E')).toMatch(/session a expiré/);
    expect(signUpErrorMessage(new ApiError('x', 403), 'E')).toMatch(/refusé/);
    expect(signUpErrorMessage(new ApiError('x', 0), 'E')).toMatch(/ne répond pas/);
    expect(signUpErrorMessage(new Error('x'), 'E')).toBe('Something went wrong!');
  });
});
