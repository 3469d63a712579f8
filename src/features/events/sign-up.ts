import { useMutation, type QueryClient } from '@tanstack/react-query';
import { signUpForEvent, type SignUpStatus } from '@/api/sign-up';
import { notify } from '@/app/toasts';

export const signUpTexts = {
  button: "Inscris-toi à l'événement",
  registered: "Inscrivez-vous à l'événement avec succès!",
  alreadyRegistered: "Vous êtes déjà inscrit à l'événement!",
  queued: 'Vous êtes hors ligne : ton inscription sera envoyée dès le retour de la connexion.',
  failed: 'Something went wrong!',
} as const;

export const signUpMutationKey = ['events', 'sign-up'] as const;

/** What follows a sign-up, wherever it was started from (also when a queued one completes later). */
function signUpOptions(queryClient: QueryClient) {
  return {
    mutationKey: signUpMutationKey,
    mutationFn: (eventId: number) => signUpForEvent(eventId),
    onSuccess: (status: SignUpStatus) => {
      if (status === 'already-registered') notify.info(signUpTexts.alreadyRegistered);
      else notify.success(signUpTexts.registered);
      // 'Membres présents' (and every other events query) reloads with the member in it.
      void queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  };
}

/**
 * Lets a sign-up queued offline survive a reload: the persisted paused mutation finds its function here.
 * Call once at start-up, before `queryClient.resumePausedMutations()`.
 */
export function registerEventSignUpDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(signUpMutationKey, signUpOptions(queryClient));
}

/**
 * The event sign-up (spec §4). Offline, the mutation waits (paused) and is sent once the connection
 * is back; the server makes it idempotent.
 */
export function useEventSignUpMutation(queryClient: QueryClient) {
  return useMutation({
    ...signUpOptions(queryClient),
    onError: () => notify.error(signUpTexts.failed),
  });
}
