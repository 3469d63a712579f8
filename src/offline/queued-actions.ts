import type { Mutation, QueryClient } from '@tanstack/react-query';
import { dropOutboxOfOthers, removeFromOutbox } from './outbox';

// Actions queued offline are TanStack Query mutations that pause without network (networkMode 'online'),
// are persisted with the cache (paused mutations are dehydrated) and resume once back online. Their
// function comes from `queryClient.setMutationDefaults(key, …)`, registered before the cache is restored.
// Every such mutation's variables follow this shape, so the 'À envoyer' list can show and cancel them
// without knowing what they are, and an action never leaves under another account than its author's.
// Each also has a row in the outbox (outbox.ts), which the service worker sends with no tab open: cancelling
// or dropping an action removes its row too.

export interface QueuedActionVariables {
  /** What the 'À envoyer' list shows, e.g. "Inscription : Lunch à Namur". */
  label: string;
  /** The member who queued it. */
  memberId: number;
  /** Its row in the outbox (absent from actions queued by a version without the outbox). */
  actionId?: string;
}

const isQueuedVariables = (value: unknown): value is QueuedActionVariables =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedActionVariables).label === 'string' &&
  typeof (value as QueuedActionVariables).memberId === 'number';

/** The actions waiting for the network, oldest first. */
export function pausedActions(queryClient: QueryClient): Mutation<unknown, Error, QueuedActionVariables>[] {
  return queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.isPaused && isQueuedVariables(mutation.state.variables))
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt) as Mutation<unknown, Error, QueuedActionVariables>[];
}

/** Cancels a waiting action: it is removed from the cache (and from IndexedDB at the next save), never sent. */
export function cancelAction(queryClient: QueryClient, mutationId: number) {
  const mutation = queryClient
    .getMutationCache()
    .getAll()
    .find((candidate) => candidate.mutationId === mutationId);
  if (!mutation?.state.isPaused) return;
  queryClient.getMutationCache().remove(mutation);
  const actionId = (mutation.state.variables as Partial<QueuedActionVariables> | undefined)?.actionId;
  if (actionId) void removeFromOutbox(actionId);
}

/** Another account (or none) is now signed in: the previous member's waiting actions are dropped. */
export function dropActionsOfOthers(queryClient: QueryClient, memberId: number | null) {
  for (const mutation of pausedActions(queryClient)) {
    if (mutation.state.variables?.memberId !== memberId) queryClient.getMutationCache().remove(mutation);
  }
  // Their rows too, including any whose mutation was not persisted (the app closed within a second).
  void dropOutboxOfOthers(memberId);
}
