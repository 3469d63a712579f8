import { useMemo, useState } from 'react';
import { Field, Input, Stack, Text } from '@/components/design';
import type { MemberSummary } from '@/api/types';
import { CardGrid } from '@/components/ui/CardGrid';
import { MemberCard } from '@/components/cards/MemberCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { filterAttendees } from '../filter-attendees';
import { eventsTexts as t } from '../texts';

/** 'Membres présents', searchable by name at the door; the data is the cached event, so it works offline. */
export function EventAttendees({ attendees }: { attendees: MemberSummary[] }) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterAttendees(attendees, search), [attendees, search]);
  if (attendees.length === 0) return <Text color="fg.muted">{t.noAttendees}</Text>;
  return (
    <Stack gap="5">
      <Field.Root maxW="md">
        <Field.Label srOnly>{t.attendeesSearchLabel}</Field.Label>
        <Input
          type="search"
          size="lg"
          bg="white"
          value={search}
          placeholder={t.attendeesSearchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="attendees-search"
        />
        <Field.HelperText aria-live="polite">{t.attendeesCount(visible.length, attendees.length)}</Field.HelperText>
      </Field.Root>
      {visible.length === 0 ? (
        <EmptyState />
      ) : (
        <CardGrid wide={4}>
          {visible.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} headingLevel="h3" />
            </li>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
