import { Button, Stack, Text } from '@/components/design';
import { notify } from '@/lib/toasts';
import { PushNotAllowedError } from '../push-device';
import { useSubscribePushMutation } from '../queries';
import { pushTexts as t } from '../texts';

const TOASTS = 'push-subscribe';

/** 'Me prévenir sur ce téléphone' and why: the browser's prompt comes from this tap only. */
export function SubscribeButton({ disabled, testId }: { disabled?: boolean; testId: string }) {
  const subscribe = useSubscribePushMutation();
  return (
    <Stack gap="1" align="flex-start" data-testid={testId}>
      <Button
        variant="outline"
        colorPalette="gray"
        disabled={disabled}
        loading={subscribe.isPending}
        onClick={() =>
          subscribe.mutate(undefined, {
            onSuccess: () => notify.success(t.enabled, TOASTS),
            onError: (error) => notify.info(error instanceof PushNotAllowedError ? t.refused : t.failed, TOASTS),
          })
        }
        data-testid={`${testId}-button`}
      >
        {t.offer}
      </Button>
      <Text color="fg.muted" fontSize="sm">
        {t.offerWhy}
      </Text>
    </Stack>
  );
}
