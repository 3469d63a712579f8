import type { QueryClient } from '@tanstack/react-query';
import { pausedActions } from '@/offline/queued-actions';
import { takeOutcome } from '@/offline/outbox';
import { onOutboxDelivered } from '@/offline/outbox-sync';
import { notify } from '@/lib/toasts';
import { eventKeys } from './queries';
import {
  outcomeResult,
  attendanceToast,
  reportAttendance,
  signUpErrorMessage,
  type AttendanceAction,
  type QueuedContext,
  type SignUpVariables,
} from './sign-up';

// The service worker may send a queued sign-up while this page is closed or believes it is offline: the page
// then still holds the action as waiting ('À envoyer', 'En attente de connexion'). Those actions are settled
// here, without the network, and the member is told what the server said, as if the page had sent them.

const actionOf = (mutationKey: readonly unknown[] | undefined): AttendanceAction | null =>
  mutationKey?.[0] === 'events' && (mutationKey[1] === 'sign-up' || mutationKey[1] === 'leave') ? mutationKey[1] : null;

/** Settles the waiting actions the worker delivered (or another tab handled); the events are asked again. */
export async function settleDeliveredActions(queryClient: QueryClient) {
  let settled = false;
  for (const mutation of pausedActions(queryClient)) {
    const action = actionOf(mutation.options.mutationKey);
    const variables = mutation.state.variables as SignUpVariables;
    // Only actions whose row was written (onMutate done): a row missing before that is not "handled elsewhere".
    if (!action || !variables.actionId || !(mutation.state.context as QueuedContext | undefined)?.queued) continue;
    const outcome = await takeOutcome(variables.actionId).catch(() => null);
    if (outcome === null) continue;
    queryClient.getMutationCache().remove(mutation);
    settled = true;
    if (outcome === 'gone') continue;
    try {
      reportAttendance(action, outcomeResult(outcome), variables.eventId);
    } catch (error) {
      notify.error(signUpErrorMessage(error, variables.eventName), attendanceToast(variables.eventId));
    }
  }
  if (settled) await queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** Follows the worker's deliveries while the app is open; returns the unsubscribe function. */
export function watchOutboxDeliveries(queryClient: QueryClient) {
  return onOutboxDelivered(() => {
    void settleDeliveredActions(queryClient);
    // 'Membres présents' and the sign-up button show the server's new state.
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  });
}
