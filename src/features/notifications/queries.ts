import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushChoices, PushKind } from '@club/contract';
import { fetchPushChoices, savePushChoices, sendTestPush } from '@/api/push';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { currentSubscription, pushSupport, subscribeThisDevice, unsubscribeThisDevice, type PushSupport } from './push-device';

export { forgetThisDeviceNow, unsubscribeThisDevice } from './push-device';

/** This device as the app sees it: can it be told, and what it receives (null: not subscribed for this member). */
export type PushDevice = { support: PushSupport; endpoint: string | null; choices: PushChoices | null };

export const pushKeys = {
  // Under the private root: never stored on the phone, gone at logout.
  device: () => [PRIVATE_QUERY_ROOT, 'push-device'] as const,
};

async function readDevice(): Promise<PushDevice> {
  const support = pushSupport();
  if (support !== 'ready') return { support, endpoint: null, choices: null };
  const subscription = await currentSubscription();
  if (!subscription) return { support, endpoint: null, choices: null };
  return { support, endpoint: subscription.endpoint, choices: await fetchPushChoices(subscription.endpoint) };
}

export const pushDeviceQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: pushKeys.device(), queryFn: readDevice, staleTime: 0, enabled });

/** 'Me prévenir sur ce téléphone': the browser's prompt, then every kind on. */
export function useSubscribePushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
    // A refusal changes what the screen says (the browser's permission is now 'denied').
    onError: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}

export function usePushChoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, kind, on }: { endpoint: string; kind: PushKind; on: boolean }) => savePushChoices(endpoint, { [kind]: on }),
    onSuccess: (choices) => queryClient.setQueryData<PushDevice>(pushKeys.device(), (old) => (old ? { ...old, choices } : old)),
  });
}

export function useDisablePushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeThisDevice(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}

export function useTestPushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestPush,
    // The push service said the device is gone (the server forgot it): the screen offers to subscribe again.
    onError: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}
