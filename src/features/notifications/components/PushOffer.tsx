import { Button, Stack, Text } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { PushNotAllowedError } from '../push-device';
import { pushDeviceQueryOptions, useSubscribePushMutation } from '../queries';
import { pushTexts as t } from '../texts';
import { PushUnavailable } from './PushUnavailable';

const TOASTS = 'push-offer';

/**
 * Right after a sign-up or a place on the waiting list: 'Me prévenir sur ce téléphone'. The browser's prompt
 * comes only from this tap. Nothing when the device already receives pushes or the network is away; on a phone
 * that cannot receive them, why (iOS outside the installed app, notifications blocked).
 */
export function PushOffer() {
  const online = useOnline();
  const device = useQuery(pushDeviceQueryOptions(online)).data;
  const subscribe = useSubscribePushMutation();
  if (!device || device.choices !== null) return null;
  if (device.support === 'unsupported') return null;
  if (device.support !== 'ready') return <PushUnavailable support={device.support} />;
  return (
    <Stack gap="1" align="flex-start" data-testid="push-offer">
      <Button
        variant="outline"
        colorPalette="gray"
        loading={subscribe.isPending}
        onClick={() =>
          subscribe.mutate(undefined, {
            onSuccess: () => notify.success(t.enabled, TOASTS),
            onError: (error) => notify.info(error instanceof PushNotAllowedError ? t.refused : t.failed, TOASTS),
          })
        }
        data-testid="push-offer-button"
      >
        {t.offer}
      </Button>
      <Text color="fg.muted" fontSize="sm">
        {t.offerWhy}
      </Text>
    </Stack>
  );
}
