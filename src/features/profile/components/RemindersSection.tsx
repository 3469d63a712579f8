import { Box, Checkbox, Heading, Stack, Text } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import type { MailPreferences } from '@/api/reminders';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { reminderPreferenceQueryOptions, useReminderPreferenceMutation } from '../queries';
import { profileTexts } from '../texts';

const t = profileTexts.reminders;

type Choice = keyof MailPreferences;
const CHOICES: Array<{ key: Choice; label: string; on: string; off: string; testId: string }> = [
  { key: 'eventReminders', label: t.label, on: t.on, off: t.off, testId: 'reminders-checkbox' },
  { key: 'eventChanges', label: t.changesLabel, on: t.changesOn, off: t.changesOff, testId: 'changes-checkbox' },
];

/**
 * 'E-mails d’événements' in Mon Profil: the day-before reminder and the notice of a moved event, two separate
 * choices (a changed time is not a reminder), each saved as soon as it is ticked or unticked.
 */
export function RemindersSection() {
  const online = useOnline();
  const preference = useQuery(reminderPreferenceQueryOptions());
  const save = useReminderPreferenceMutation();
  const shown = { ...preference.data, ...(save.isPending ? save.variables : undefined) };

  return (
    <Box as="section" mt="12" pt="8" borderTopWidth="1px" aria-labelledby="reminders-title" data-testid="reminders">
      <Stack gap="3">
        <Heading as="h2" size="lg" id="reminders-title">
          {t.title}
        </Heading>
        {CHOICES.map((choice) => (
          <Checkbox.Root
            key={choice.key}
            checked={shown[choice.key] ?? false}
            disabled={!online || preference.data === undefined || save.isPending}
            onCheckedChange={({ checked: next }) =>
              save.mutate(
                { [choice.key]: next === true },
                {
                  onSuccess: (saved) => notify.success(saved[choice.key] ? choice.on : choice.off, 'reminders'),
                  onError: () => notify.error(t.failed, 'reminders'),
                },
              )
            }
            alignItems="flex-start"
            data-testid={choice.testId}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="semibold">{choice.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        {!online && <Text role="status">{t.offline}</Text>}
      </Stack>
    </Box>
  );
}
