import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Container, Flex, HStack, Heading, Input, Stack, Text, css } from '@/components/design';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useOnline } from '@/offline/use-online';
import { newActionId } from '@/offline/outbox-rules';
import { memberKey } from '@/api/door';
import { memberQueryOptions } from '@/features/members/queries';
import { attendanceOf } from '@club/contract';
import { useFirstScreenFirst } from '@/lib/use-first-screen-first';
import { doorTime, keepUnchanged, searchPeople, shownPeople, type ShownPerson } from '../door-state';
import { useDoorOfflineReadiness } from '../door-offline';
import { useDoorClosed } from '../use-door-closed';
import type { DoorSyncResult } from '../door-sync';
import { doorQueryOptions, syncDoorNow, useDoorActions, viewerIsOrganiser, waitingDoorQueryOptions } from '../queries';
import { memberIdFromQr } from '../qr';
import { preloadQrDecoder } from '../qr-reader';
import type { GuestValues } from '../schema';
import { doorTexts as t } from '../texts';
import { resilientLazy } from '@/components/ui/resilient-lazy';
import { DoorRow, doorListClass } from './DoorRow';
import { DoorScanner } from './DoorScanner';

// The guest form (its checkbox and fields are Chakra's React components, its schema zod) is opened by a tap:
// loaded on demand, and asked for once the door is interactive so that the tap never waits for the network.
const loadGuestForm = () => import('./GuestForm');
const GuestForm = resilientLazy(loadGuestForm, () => null);
const preloadGuestForm = () => {
  loadGuestForm().catch(() => {
    // Offline or a failed request: it loads when opened.
  });
};

/** More rows than a phone's or a laptop's first screen holds under the door's header. */
const FIRST_SCREEN_ROWS = 20;

type Notice = { tone: 'ok' | 'warn' | 'error'; text: string; walkIn?: { memberId: number; name: string } };

const TONES = {
  ok: css({ bg: 'green.50', borderColor: 'green.600' }),
  warn: css({ bg: 'orange.50', borderColor: 'orange.600' }),
  error: css({ bg: 'red.50', borderColor: 'red.600' }),
};

const infoOf = (p: ShownPerson) => ({ name: p.name, company: p.company, city: p.city, memberId: p.memberId, guest: p.guest });

/** The door of one event, phone first: who is expected, who came, one tap each; offline too. */
export function DoorScreen({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const list = useQuery(doorQueryOptions(eventId));
  const waiting = useQuery(waitingDoorQueryOptions(eventId));
  const readiness = useDoorOfflineReadiness(eventId, list.data, online);
  const closed = useDoorClosed(list.data?.window);
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const [guestOpen, setGuestOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unknownMember, setUnknownMember] = useState<number | null>(null);

  const onSynced = useCallback((result: DoorSyncResult) => {
    if (result.refused.length > 0) setNotice({ tone: 'error', text: t.refused(result.refused.join(' ; ')) });
  }, []);
  const { checkIn, undo } = useDoorActions(eventId, onSynced);

  // Back online (or opened online): what waits is sent once, then the list is read again.
  useEffect(() => {
    if (!online) return;
    preloadQrDecoder();
    void syncDoorNow(queryClient, eventId).then(onSynced);
  }, [online, eventId, queryClient, onSynced]);

  // The guest form at the first idle moment (this effect runs once the page is hydrated).
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadGuestForm, 1);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preloadGuestForm);
    return () => window.cancelIdleCallback(idle);
  }, []);

  // A person whose row did not change keeps their object: only the rows that changed render again.
  const next = useMemo(() => shownPeople(list.data, waiting.data ?? []), [list.data, waiting.data]);
  const [kept, setKept] = useState({ from: next, people: next });
  if (kept.from !== next) setKept({ from: next, people: keepUnchanged(kept.people, next) });
  // (A render that changes it is started again at once by React, with the kept list.)
  const people = kept.people;
  const attendance = useMemo(() => attendanceOf(people), [people]);
  const shown = useMemo(() => searchPeople(people, query), [people, query]);
  const drawn = useFirstScreenFirst(shown, FIRST_SCREEN_ROWS);

  // A member not on the list (scanned): their name from the synced directory, when the phone has it.
  const unknown = useQuery({ ...memberQueryOptions(queryClient, unknownMember ?? 0), enabled: unknownMember !== null });
  const unknownName = unknownMember === null ? '' : (unknown.data?.name ?? t.unknownMember(unknownMember));
  const shownNotice: Notice | null =
    unknownMember === null
      ? notice
      : { tone: 'warn', text: t.notRegistered(unknownName), walkIn: { memberId: unknownMember, name: unknownName } };

  const onCheckIn = useCallback(
    (person: ShownPerson) => {
      setNotice({ tone: 'ok', text: t.checkedIn(person.name) });
      if (person.memberId !== null) void checkIn(person.key, { kind: 'member', memberId: person.memberId }, infoOf(person));
    },
    [checkIn],
  );
  const onUndo = useCallback(
    (person: ShownPerson) => {
      setNotice(null);
      if (person.checkIn) void undo(person.key, person.checkIn.claims, infoOf(person));
    },
    [undo],
  );

  const onCode = useCallback(
    (text: string) => {
      const memberId = memberIdFromQr(text);
      setUnknownMember(null);
      if (memberId === null) return setNotice({ tone: 'error', text: t.notAMemberCode });
      const person = people.find((p) => p.memberId === memberId);
      if (!person) return setUnknownMember(memberId);
      if (person.checkIn) {
        return setNotice({ tone: 'warn', text: t.alreadyName(person.name, doorTime(person.checkIn.at), person.checkIn.by) });
      }
      onCheckIn(person);
    },
    [people, onCheckIn],
  );

  const onWalkIn = (memberId: number, name: string) => {
    setUnknownMember(null);
    setNotice({ tone: 'ok', text: t.checkedIn(name) });
    void checkIn(memberKey(memberId), { kind: 'walk-in', memberId }, { name, company: null, city: null, memberId, guest: false });
  };

  const onGuest = (values: GuestValues) => {
    const clientId = newActionId();
    setGuestOpen(false);
    setNotice({ tone: 'ok', text: t.guest.done(values.name.trim()) });
    void checkIn(
      `local-${clientId}`,
      { clientId, kind: 'guest', guest: { name: values.name.trim(), email: values.email.trim(), consent: true } },
      { name: values.name.trim(), company: null, city: null, memberId: null, guest: true },
    );
  };

  if (!viewerIsOrganiser())
    return (
      <Container maxW="2xl" py="8">
        <Text>{t.notOrganiser}</Text>
      </Container>
    );

  const waitingCount = waiting.data?.length ?? 0;
  const readinessText = !online
    ? t.readiness.offline
    : readiness.state === 'ready'
      ? t.readiness.ready
      : readiness.state === 'preparing'
        ? t.readiness.preparing(readiness.done, readiness.total)
        : t.readiness.notReady;

  return (
    <Container maxW="2xl" px="3">
      <Stack gap="3" pb="16">
        <Box
          position="sticky"
          top="0"
          zIndex="sticky"
          bg="white"
          pt="2"
          pb="2"
          borderBottomWidth="1px"
          borderColor="gray.200"
          data-testid="door-header"
        >
          <Text fontSize="sm" color="gray.700" truncate>
            {t.title} · {list.data?.event.name ?? ''}
          </Text>
          <Box role="status" aria-live="polite">
            <Heading as="h1" size="xl" data-testid="door-count">
              {t.present(attendance.present, attendance.registered)}
            </Heading>
          </Box>
          {closed && (
            <Text fontSize="sm" fontWeight="semibold" color="red.700" data-testid="door-closed">
              {closed}
            </Text>
          )}
          <HStack gap="3" fontSize="sm" flexWrap="wrap">
            <Text color={online && readiness.state === 'ready' ? 'green.700' : 'gray.700'} data-testid="door-readiness">
              {readinessText}
            </Text>
            {waitingCount > 0 && (
              <Text color="orange.800" fontWeight="semibold" data-testid="door-waiting">
                {t.pending(waitingCount)}
              </Text>
            )}
          </HStack>
        </Box>

        <Flex gap="2" flexWrap="wrap">
          <Button onClick={() => setScanning((open) => !open)} colorPalette="blue" flex="1">
            {scanning ? t.scan.close : t.scan.open}
          </Button>
          <Button onClick={() => setGuestOpen((open) => !open)} variant="outline" flex="1">
            {t.guest.open}
          </Button>
        </Flex>

        {scanning && <DoorScanner onCode={onCode} />}

        {shownNotice && (
          <Box role="alert" className={TONES[shownNotice.tone]} borderLeftWidth="4px" p="3" data-testid="door-notice">
            <Text fontWeight="semibold">{shownNotice.text}</Text>
            {shownNotice.walkIn && (
              <Button
                mt="2"
                size="sm"
                colorPalette="green"
                onClick={() => onWalkIn(shownNotice.walkIn!.memberId, shownNotice.walkIn!.name)}
              >
                {t.walkIn}
              </Button>
            )}
          </Box>
        )}

        {guestOpen && <GuestForm onSubmit={onGuest} onCancel={() => setGuestOpen(false)} />}

        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.search}
          aria-label={t.search}
        />

        {list.isError && !list.data && <Text color="red.700">{t.loadFailed}</Text>}
        {list.data && people.length === 0 && <Text>{t.empty}</Text>}
        {people.length > 0 && shown.length === 0 && <Text>{t.noMatch}</Text>}
        <ul className={doorListClass} aria-label={t.title}>
          {drawn.map((person) => (
            <DoorRow key={person.key} person={person} onCheckIn={onCheckIn} onUndo={onUndo} />
          ))}
        </ul>
        <Link to="/event-detail/$id" params={{ id: eventId }}>
          {t.back}
        </Link>
      </Stack>
    </Container>
  );
}
