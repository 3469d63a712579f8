import { Box, Checkbox, Heading, Stack, Text } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { reminderPreferenceQueryOptions, useReminderPreferenceMutation } from '../queries';
import { profileTexts } from '../texts';

const t = profileTexts.reminders;

/** 'Rappels d’événements' in Mon Profil: one box, saved as soon as it is ticked or unticked. */
export function RemindersSection() {
  const online = useOnline();
  const preference = useQuery(reminderPreferenceQueryOptions());
  const save = useReminderPreferenceMutation();
  const checked = save.isPending && save.variables !== undefined ? save.variables : preference.data;

  return (
    <Box as="section" mt="12" pt="8" borderTopWidth="1px" aria-labelledby="reminders-title" data-testid="reminders">
      <Stack gap="3">
        <Heading as="h2" size="lg" id="reminders-title">
          {t.title}
        </Heading>
        <Checkbox.Root
          checked={checked ?? false}
          disabled={!online || preference.data === undefined || save.isPending}
          onCheckedChange={({ checked: next }) =>
            save.mutate(next === true, {
              onSuccess: (on) => notify.success(on ? t.on : t.off, 'reminders'),
              onError: () => notify.error(t.failed, 'reminders'),
            })
          }
          alignItems="flex-start"
          data-testid="reminders-checkbox"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="semibold">{t.label}</Checkbox.Label>
        </Checkbox.Root>
        {!online && <Text role="status">{t.offline}</Text>}
      </Stack>
    </Box>
  );
}
