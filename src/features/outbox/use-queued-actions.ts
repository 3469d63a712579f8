import { useMutationState, type Mutation } from '@tanstack/react-query';
import type { QueuedActionVariables } from '@/offline/queued-actions';

export interface QueuedAction {
  mutationId: number;
  label: string;
  submittedAt: number;
}

const isWaiting = (mutation: Mutation<unknown, Error, unknown, unknown>) => {
  const variables = mutation.state.variables as Partial<QueuedActionVariables> | undefined;
  return mutation.state.isPaused && typeof variables?.label === 'string';
};

/** The actions waiting for the network (kept in sync with the mutation cache), oldest first. */
export function useQueuedActions(): QueuedAction[] {
  const actions = useMutationState({
    filters: { predicate: isWaiting },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      label: (mutation.state.variables as QueuedActionVariables).label,
      submittedAt: mutation.state.submittedAt,
    }),
  });
  return [...actions].sort((a, b) => a.submittedAt - b.submittedAt);
}
