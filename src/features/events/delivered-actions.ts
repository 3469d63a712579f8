import { hydrate, type QueryClient } from '@tanstack/react-query';
import { pausedActions } from '@/offline/queued-actions';
import { outboxRows, takeOutcome } from '@/offline/outbox';
import { isDoorKind, type OutboxOutcome, type OutboxRow } from '@/offline/outbox-rules';
import { getSession } from '@/session/session';
import { onOutboxDelivered } from '@/offline/outbox-sync';
import { notify } from '@/lib/toasts';
import { eventKeys } from './queries';
import {
  outcomeResult,
  attendanceToast,
  reportAttendance,
  signUpErrorMessage,
  leaveMutationKey,
  signUpMutationKey,
  type AttendanceAction,
  type QueuedContext,
  type SignUpVariables,
} from './sign-up';

// The service worker may send a queued sign-up while this page is closed or believes it is offline: the page
// then still holds the action as waiting ('À envoyer', 'En attente de connexion'). Those actions are settled
// here, without the network, and the member is told what the server said, as if the page had sent them.

const actionOf = (mutationKey: readonly unknown[] | undefined): AttendanceAction | null =>
  mutationKey?.[0] === 'events' && (mutationKey[1] === 'sign-up' || mutationKey[1] === 'leave') ? mutationKey[1] : null;

/** What the worker's delivery gave, said as if this page had sent it. */
function sayOutcome(action: AttendanceAction, outcome: OutboxOutcome, eventId: number, eventName: string) {
  try {
    reportAttendance(action, outcomeResult(outcome), eventId);
  } catch (error) {
    notify.error(signUpErrorMessage(error, eventName), attendanceToast(eventId));
  }
}

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
    if (outcome !== 'gone') sayOutcome(action, outcome, variables.eventId, variables.eventName);
  }
  if (settled) await queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** A row's action as the paused mutation the page would have persisted: shown as waiting, resumed online. */
function adoptedMutation(row: OutboxRow) {
  const variables: SignUpVariables = {
    eventId: row.eventId,
    eventName: row.eventName ?? row.label,
    memberId: row.memberId,
    actionId: row.id,
    label: row.label,
  };
  const context: QueuedContext = { queued: true };
  return {
    mutationKey: row.kind === 'sign-up' ? [...signUpMutationKey] : [...leaveMutationKey],
    state: {
      context,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending' as const,
      variables,
      submittedAt: row.createdAt,
    },
  };
}

/**
 * The outbox's rows are the truth of what waits; the persisted mutations (saved at most once a second) may miss
 * the last one when the app is killed right after a tap. Such a row becomes a waiting action again ('En attente
 * de connexion', 'À envoyer', sent once online); one the worker delivered meanwhile is said, as if sent here.
 */
export async function adoptOutboxRows(queryClient: QueryClient) {
  const memberId = getSession().user?.memberId ?? null;
  const known = new Set(
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => (mutation.state.variables as Partial<SignUpVariables> | undefined)?.actionId),
  );
  // The door's rows are the door screen's (features/door/door-sync.ts), never sign-ups.
  const rows = (await outboxRows().catch(() => [])).filter(
    (row) => !isDoorKind(row.kind) && !known.has(row.id) && row.memberId === memberId,
  );
  const waiting = rows.filter((row) => row.state !== 'done');
  if (waiting.length > 0) {
    hydrate(queryClient, { mutations: waiting.map(adoptedMutation), queries: [] });
    void queryClient.resumePausedMutations();
  }
  for (const row of rows.filter((candidate) => candidate.state === 'done')) {
    const outcome = await takeOutcome(row.id).catch(() => null);
    if (outcome !== null && outcome !== 'gone') sayOutcome(row.kind as AttendanceAction, outcome, row.eventId, row.eventName ?? row.label);
  }
}

/** At start, once the waiting actions are restored: what the worker did while the app was closed, then the rest. */
export async function reconcileOutbox(queryClient: QueryClient) {
  await settleDeliveredActions(queryClient);
  await adoptOutboxRows(queryClient);
}

/** Follows the worker's deliveries while the app is open; returns the unsubscribe function. */
export function watchOutboxDeliveries(queryClient: QueryClient) {
  return onOutboxDelivered(() => {
    void settleDeliveredActions(queryClient);
    // 'Membres présents' and the sign-up button show the server's new state.
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  });
}
