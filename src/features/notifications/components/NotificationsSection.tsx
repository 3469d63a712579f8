import { Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import { PUSH_KIND_LABELS, PUSH_KINDS } from '@club/contract';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { pushDeviceQueryOptions, useDisablePushMutation, usePushChoiceMutation, useTestPushMutation } from '../queries';
import { pushTexts as t } from '../texts';
import { PushUnavailable } from './PushUnavailable';
import { SubscribeButton } from './SubscribeButton';

const TOASTS = 'push-settings';

/**
 * 'Notifications' in Mon Profil: what this phone is told, kind by kind (each saved as soon as it is ticked),
 * 'Tester sur ce téléphone', and turning it all off. A phone not subscribed offers 'Me prévenir sur ce
 * téléphone'; one that cannot be told says why.
 */
export function NotificationsSection() {
  const online = useOnline();
  const device = useQuery(pushDeviceQueryOptions(online));
  const choose = usePushChoiceMutation();
  const test = useTestPushMutation();
  const disable = useDisablePushMutation();
  const state = device.data;
  const endpoint = state?.endpoint ?? null;
  const choices = state?.choices
    ? { ...state.choices, ...(choose.isPending ? { [choose.variables.kind]: choose.variables.on } : {}) }
    : null;
  const busy = !online || choose.isPending || disable.isPending;

  return (
    <Box as="section" mt="12" pt="8" borderTopWidth="1px" aria-labelledby="notifications-title" data-testid="notifications">
      <Stack gap="3">
        <Heading as="h2" size="lg" id="notifications-title">
          {t.title}
        </Heading>
        {state && state.support !== 'ready' ? <PushUnavailable support={state.support} /> : null}
        {state?.support === 'ready' && choices === null ? <SubscribeButton disabled={!online} testId="push-subscribe" /> : null}
        {choices && endpoint ? (
          <>
            <Text color="fg.muted">{t.intro}</Text>
            {PUSH_KINDS.map((kind) => (
              <Checkbox.Root
                key={kind}
                checked={choices[kind]}
                disabled={busy}
                onCheckedChange={({ checked }) =>
                  choose.mutate(
                    { endpoint, kind, on: checked === true },
                    {
                      onSuccess: (saved) => notify.success((saved[kind] ? t.kindOn : t.kindOff)(PUSH_KIND_LABELS[kind]), TOASTS),
                      onError: () => notify.error(t.saveFailed, TOASTS),
                    },
                  )
                }
                alignItems="flex-start"
                data-testid={`push-kind-${kind}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="semibold">{PUSH_KIND_LABELS[kind]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            <HStack gap="3" flexWrap="wrap">
              <Button
                variant="outline"
                colorPalette="gray"
                disabled={busy}
                loading={test.isPending}
                onClick={() =>
                  test.mutate(endpoint, {
                    onSuccess: (sent) => (sent ? notify.success(t.testSent, TOASTS) : notify.error(t.testFailed, TOASTS)),
                    onError: () => notify.error(t.testFailed, TOASTS),
                  })
                }
                data-testid="push-test"
              >
                {t.test}
              </Button>
              <Button
                variant="ghost"
                colorPalette="gray"
                disabled={busy}
                loading={disable.isPending}
                onClick={() => disable.mutate(undefined, { onSuccess: () => notify.success(t.disabled, TOASTS) })}
                data-testid="push-disable"
              >
                {t.disable}
              </Button>
            </HStack>
          </>
        ) : null}
        {!online && <Text role="status">{t.offline}</Text>}
      </Stack>
    </Box>
  );
}
