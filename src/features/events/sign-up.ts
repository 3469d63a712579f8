import { useMutation, useMutationState, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { getSession } from '@/api/session';
import { signUpForEvent, type SignUpStatus } from '@/api/sign-up';
import { notify } from '@/app/toasts';
import type { QueuedActionVariables } from '@/offline/queued-actions';

export const signUpTexts = {
  button: "Inscris-toi à l'événement",
  waiting: 'En attente de connexion',
  registered: "Inscrivez-vous à l'événement avec succès!",
  alreadyRegistered: "Vous êtes déjà inscrit à l'événement!",
  queued: 'Vous êtes hors ligne : ton inscription sera envoyée dès le retour de la connexion.',
  seeQueue: 'Voir les actions à envoyer',
  label: (eventName: string) => `Inscription : ${eventName}`,
  failed: 'Something went wrong!',
  refused: {
    gone: (eventName: string) => `L’événement « ${eventName} » n’existe plus : ton inscription n’a pas été envoyée.`,
    session: 'Ta session a expiré : reconnecte-toi, puis inscris-toi à nouveau à l’événement.',
    forbidden: 'Le serveur a refusé ton inscription : ce compte n’a pas de profil membre.',
    otherAccount: 'Cette inscription avait été préparée avec un autre compte : elle n’a pas été envoyée.',
    unreachable: 'Le serveur ne répond pas : ton inscription n’a pas été envoyée, réessaie dans un moment.',
  },
} as const;

export const signUpMutationKey = ['events', 'sign-up'] as const;

export interface SignUpVariables extends QueuedActionVariables {
  eventId: number;
  eventName: string;
}

/** The session changed since the sign-up was queued: it is not sent under another account. */
export class OtherAccountError extends Error {
  constructor() {
    super('queued by another account');
    this.name = 'OtherAccountError';
  }
}

/** Plain French for a refused or failed sign-up (none of them is retried). */
export function signUpErrorMessage(error: unknown, eventName: string): string {
  if (error instanceof OtherAccountError) return signUpTexts.refused.otherAccount;
  if (error instanceof ApiError) {
    if (error.status === 404) return signUpTexts.refused.gone(eventName);
    if (error.status === 401) return signUpTexts.refused.session;
    if (error.status === 403) return signUpTexts.refused.forbidden;
    if (error.isNetworkError) return signUpTexts.refused.unreachable;
  }
  return signUpTexts.failed;
}

/** Network failures while the browser believes it is online (a weak signal) are retried a few times; refusals never. */
export function shouldRetrySignUp(failureCount: number, error: unknown) {
  return error instanceof ApiError && error.isNetworkError && failureCount < 4;
}

/** What a sign-up does, wherever it starts: from the button, or resumed from IndexedDB after a restart. */
function signUpDefaults(queryClient: QueryClient): MutationOptions<SignUpStatus, Error, SignUpVariables> {
  return {
    mutationKey: signUpMutationKey,
    // Offline it pauses (instead of failing), is persisted with the cache, and resumes once back online.
    networkMode: 'online',
    retry: shouldRetrySignUp,
    mutationFn: async ({ eventId, memberId }) => {
      if (getSession().user?.memberId !== memberId) throw new OtherAccountError();
      return signUpForEvent(eventId);
    },
    onSuccess: (status) => {
      if (status === 'already-registered') notify.info(signUpTexts.alreadyRegistered);
      else notify.success(signUpTexts.registered);
    },
    onError: (error, { eventName }) => notify.error(signUpErrorMessage(error, eventName)),
    // 'Membres présents' (and every other events query) reloads, with or without the member.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  };
}

/**
 * Registers the sign-up's function and callbacks for its key. Call once at start-up, BEFORE the persisted
 * cache is restored: a paused sign-up read back from IndexedDB finds its function here.
 */
export function registerEventSignUpDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(signUpMutationKey, signUpDefaults(queryClient));
}

/** The sign-up (spec §4); everything it does comes from the defaults above. */
export function useEventSignUpMutation() {
  return useMutation<SignUpStatus, Error, SignUpVariables>({ mutationKey: signUpMutationKey });
}

/** This event's sign-up in flight, if any, including one queued before the app was closed. */
export function useEventSignUpState(eventId: number): 'idle' | 'waiting' | 'sending' {
  const states = useMutationState({
    filters: {
      mutationKey: signUpMutationKey,
      status: 'pending',
      predicate: (mutation) => (mutation.state.variables as SignUpVariables | undefined)?.eventId === eventId,
    },
    select: (mutation) => mutation.state.isPaused,
  });
  if (states.some((paused) => paused)) return 'waiting';
  return states.length > 0 ? 'sending' : 'idle';
}
