import { onlineManager, useMutation, useMutationState, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, errorStatus, isNetworkError, serverMessage } from '@/api/errors';
import { getSession } from '@/session/session';
import { leaveEvent, signUpForEvent, type LeaveStatus, type SignUpStatus } from '@/api/sign-up';
import { notify } from '@/lib/toasts';
import type { QueuedActionVariables } from '@/offline/queued-actions';
import { addToOutbox, deliverOutboxAction, removeFromOutbox, type Delivery } from '@/offline/outbox';
import type { OutboxOutcome } from '@/offline/outbox-rules';
import { requestOutboxSync } from '@/offline/outbox-sync';
import { eventKeys } from './queries';

// Joining and leaving an event: two actions of the same kind. Each is a mutation that pauses offline, is
// kept across a restart and is sent once the network is back (the 'À envoyer' list shows it); the server
// makes both idempotent. Each is also a row of the outbox (offline/outbox.ts), which the service worker sends
// with no tab open where the browser has Background Sync: the page and the worker claim the row before
// sending it, so it is sent once; the page then tells what the worker's delivery gave.

export const signUpTexts = {
  button: "Inscris-toi à l'événement",
  registered: "Inscrivez-vous à l'événement avec succès!",
  alreadyRegistered: "Vous êtes déjà inscrit à l'événement!",
  signedUp: 'Inscrit ✓',
  leave: 'Se désinscrire',
  left: 'Tu es désinscrit de l’événement.',
  notRegistered: 'Tu n’étais pas inscrit à cet événement.',
  past: 'Cet événement est terminé.',
  joinWaitlist: "Rejoindre la liste d'attente",
  onWaitlist: 'Sur la liste d’attente',
  position: (n: number) => `${n === 1 ? '1er' : `${n}e`} sur la liste d'attente`,
  leaveWaitlist: 'Quitter la liste d’attente',
  waitlisted: 'L’événement est complet : tu es sur la liste d’attente. Si une place se libère, elle est à toi et tu reçois un e-mail.',
  alreadyWaitlisted: 'Tu es déjà sur la liste d’attente de cet événement.',
  leftWaitlist: 'Tu as quitté la liste d’attente.',
  waiting: 'En attente de connexion',
  leaveWaiting: 'Désinscription en attente de connexion',
  queued: 'Tu es hors ligne : ton inscription sera envoyée dès le retour de la connexion.',
  leaveQueued: 'Tu es hors ligne : ta désinscription sera envoyée dès le retour de la connexion.',
  seeQueue: 'Voir les actions à envoyer',
  loginFirst: 'Connecte-toi (ou crée ton compte) : ton inscription sera faite juste après.',
  label: (eventName: string) => `Inscription : ${eventName}`,
  leaveLabel: (eventName: string) => `Désinscription : ${eventName}`,
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
export const leaveMutationKey = ['events', 'leave'] as const;

export interface SignUpVariables extends QueuedActionVariables {
  eventId: number;
  eventName: string;
}

/** Delivered, cancelled or dropped by another tab or the service worker: nothing sent, nothing to say here. */
export const HANDLED_ELSEWHERE = 'handled-elsewhere';
export type Attended<Status> = Status | typeof HANDLED_ELSEWHERE;

/** What `onMutate` leaves on the mutation (persisted with it): its outbox row was written. */
export interface QueuedContext {
  queued: boolean;
}

/** The session changed since the action was queued: it is not sent under another account. */
export class OtherAccountError extends Error {
  constructor() {
    super('queued by another account');
    this.name = 'OtherAccountError';
  }
}

/** Plain French for a refused or failed action (none of them is retried). */
export function signUpErrorMessage(error: unknown, eventName: string): string {
  if (error instanceof OtherAccountError) return signUpTexts.refused.otherAccount;
  const status = errorStatus(error);
  if (status === 404) return signUpTexts.refused.gone(eventName);
  if (status === 401) return signUpTexts.refused.session;
  if (status === 403) return signUpTexts.refused.forbidden;
  if (status === 0) return signUpTexts.refused.unreachable;
  // The server's own French refusal (a past event…).
  if (status === 400) return serverMessage(error) ?? signUpTexts.failed;
  return signUpTexts.failed;
}

/** Network failures while the browser believes it is online (a weak signal) are retried a few times; refusals never. */
export function shouldRetrySignUp(failureCount: number, error: unknown) {
  return isNetworkError(error) && failureCount < 4;
}

/**
 * The toasts of one event's attendance share one place: each new outcome (signed up, left, refused, "log in
 * first") replaces the one before, instead of 'Tu es désinscrit' staying above the new sign-up (issue 26).
 */
export const attendanceToast = (eventId: number) => `attendance:${eventId}`;

/** The message of a delivered action: the usual toast, none when another tab or the worker handled it. */
export function reportAttendance(action: AttendanceAction, status: string, eventId?: number) {
  if (status === HANDLED_ELSEWHERE) return;
  const group = eventId === undefined ? undefined : attendanceToast(eventId);
  if (action === 'sign-up') {
    // A full event (even for a sign-up queued offline, sent later): on the waitlist, said plainly.
    if (status === 'waitlisted') notify.info(signUpTexts.waitlisted, group);
    else if (status === 'already-waitlisted') notify.info(signUpTexts.alreadyWaitlisted, group);
    else if (status === 'already-registered') notify.info(signUpTexts.alreadyRegistered, group);
    else notify.success(signUpTexts.registered, group);
  } else if (status === 'not-registered') notify.info(signUpTexts.notRegistered, group);
  else if (status === 'left-waitlist') notify.success(signUpTexts.leftWaitlist, group);
  else notify.success(signUpTexts.left, group);
}

/** The worker's delivery as the page's own: its answer, or its refusal as the error the page would have had. */
export function outcomeResult(outcome: OutboxOutcome): string {
  if (outcome.ok) return outcome.status;
  throw new ApiError(outcome.message, outcome.httpStatus);
}

function deliveryResult<Status>(delivery: Delivery<Status>): Attended<Status> {
  switch (delivery.kind) {
    case 'sent':
      return delivery.result;
    case 'done':
      return outcomeResult(delivery.outcome) as Status;
    case 'gone':
      return HANDLED_ELSEWHERE;
    case 'other-account':
      throw new OtherAccountError();
  }
}

// Actions whose outbox row could not be written (IndexedDB failing): this page sends them itself.
const notInOutbox = new Set<string>();

/** What an action does, wherever it starts: from the button, or resumed from IndexedDB after a restart. */
function attendanceDefaults<Status extends string>(
  queryClient: QueryClient,
  action: AttendanceAction,
  mutationKey: readonly string[],
  send: (eventId: number) => Promise<Status>,
  done: (status: Attended<Status>, eventId: number) => void,
): MutationOptions<Attended<Status>, Error, SignUpVariables, QueuedContext | undefined> {
  return {
    mutationKey,
    // Offline it pauses (instead of failing), is persisted with the cache, and resumes once back online.
    networkMode: 'online',
    retry: shouldRetrySignUp,
    // Runs once, when the action is made (not when it resumes), before it is sent or paused.
    onMutate: async ({ actionId, eventId, eventName, memberId, label }) => {
      if (!actionId) return undefined;
      const queued = await addToOutbox({ id: actionId, kind: action, eventId, eventName, memberId, label });
      if (!queued) notInOutbox.add(actionId);
      // Paused for lack of network: the browser wakes the service worker once it is back, tab open or not.
      else if (!onlineManager.isOnline()) void requestOutboxSync();
      return { queued };
    },
    mutationFn: async ({ eventId, memberId, actionId }) => {
      const current = getSession().user?.memberId ?? null;
      if (current !== memberId) throw new OtherAccountError();
      // Queued by a version without the outbox, or not stored: only this page knows of it.
      if (!actionId || notInOutbox.has(actionId)) return send(eventId);
      try {
        return deliveryResult(await deliverOutboxAction(actionId, { memberId: current, send: () => send(eventId), side: 'page' }));
      } catch (error) {
        // Back to waiting in the outbox: if this page goes offline or is closed, the worker sends it later.
        if (isNetworkError(error)) void requestOutboxSync();
        throw error;
      }
    },
    onSuccess: (status, { eventId }) => done(status, eventId),
    onError: (error, { eventId, eventName, actionId }) => {
      // Failed for good (refused, or no answer after the retries): said, and never sent by anyone.
      if (actionId) {
        notInOutbox.delete(actionId);
        void removeFromOutbox(actionId);
      }
      notify.error(signUpErrorMessage(error, eventName), attendanceToast(eventId));
    },
    // 'Membres présents' (and every other events query) reloads, with or without the member.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.seatAll() }),
      ]),
  };
}

/**
 * Registers both actions' functions and callbacks for their keys. Call once at start-up, BEFORE the
 * persisted cache is restored: an action read back from IndexedDB finds its function here.
 */
export function registerEventSignUpDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(
    signUpMutationKey,
    attendanceDefaults<SignUpStatus>(
      queryClient,
      'sign-up',
      signUpMutationKey,
      (eventId) => signUpForEvent(eventId),
      (status, eventId) => reportAttendance('sign-up', status, eventId),
    ),
  );
  queryClient.setMutationDefaults(
    leaveMutationKey,
    attendanceDefaults<LeaveStatus>(
      queryClient,
      'leave',
      leaveMutationKey,
      (eventId) => leaveEvent(eventId),
      (status, eventId) => reportAttendance('leave', status, eventId),
    ),
  );
}

/** The sign-up (spec §4); everything it does comes from the defaults above. */
export function useEventSignUpMutation() {
  return useMutation<Attended<SignUpStatus>, Error, SignUpVariables>({ mutationKey: signUpMutationKey });
}

/** Leaving an event, queued offline like the sign-up. */
export function useEventLeaveMutation() {
  return useMutation<Attended<LeaveStatus>, Error, SignUpVariables>({ mutationKey: leaveMutationKey });
}

export type AttendanceAction = 'sign-up' | 'leave';

/** This event's action in flight, if any (including one queued before the app was closed). */
export function useEventSignUpState(eventId: number): { action: AttendanceAction; waiting: boolean } | null {
  const states = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        (mutation.options.mutationKey?.[1] === 'sign-up' || mutation.options.mutationKey?.[1] === 'leave') &&
        mutation.options.mutationKey?.[0] === 'events' &&
        (mutation.state.variables as SignUpVariables | undefined)?.eventId === eventId,
    },
    select: (mutation) => ({
      action: mutation.options.mutationKey?.[1] as AttendanceAction,
      waiting: mutation.state.isPaused,
      at: mutation.state.submittedAt,
    }),
  });
  if (states.length === 0) return null;
  const latest = states.reduce((a, b) => (b.at >= a.at ? b : a));
  return { action: latest.action, waiting: latest.waiting };
}
