import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Container, Flex, Heading, Input, Stack, Text } from '@/components/design';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useOnline } from '@/offline/use-online';
import { newActionId } from '@/offline/outbox-rules';
import { memberKey } from '@/api/door';
import { memberQueryOptions } from '@/features/members/queries';
import { attendanceHeadline, attendanceOf, attendanceOthers } from '@club/contract';
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
import { DoorNotice, type DoorNoticeState } from './DoorNotice';
import { DoorDirectoryMatches } from './DoorDirectoryMatches';
import { buzz, isSecondTap, type Tap } from '../door-feedback';

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

const infoOf = (p: Pick<ShownPerson, 'name' | 'company' | 'city' | 'memberId' | 'guest'>) => ({
  name: p.name,
  company: p.company,
  city: p.city,
  memberId: p.memberId,
  guest: p.guest,
});

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
  const [notice, setNoticeState] = useState<DoorNoticeState | null>(null);
  // A scanned member not on the list: 'Inscrire et enregistrer' stays in the notice until acted on.
  const [unknownMember, setUnknownMember] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The last tap on a row: a tap at the same spot right after it is the same finger's second tap.
  const lastRowTap = useRef<Tap | null>(null);
  // Guests added on this phone during this visit: an undo of one of them can be reverted (the server never
  // gives their address back).
  const guestsAdded = useRef(new Map<string, GuestValues>());

  const say = useCallback((next: Omit<DoorNoticeState, 'id'> | null) => {
    if (next) buzz(next.tone);
    setNoticeState(next && { ...next, id: performance.now() });
  }, []);

  const onSynced = useCallback(
    (result: DoorSyncResult) => {
      if (result.refused.length > 0) say({ tone: 'error', text: t.refused(result.refused.join(' ; ')) });
    },
    [say],
  );
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
  // What the notice's buttons act on: the list as it is when tapped, not as it was when the notice was drawn.
  const peopleRef = useRef(people);
  useLayoutEffect(() => {
    peopleRef.current = people;
  }, [people]);
  const attendance = useMemo(() => attendanceOf(people), [people]);
  const shown = useMemo(() => searchPeople(people, query), [people, query]);
  const drawn = useFirstScreenFirst(shown, FIRST_SCREEN_ROWS);
  const listed = useMemo(() => new Set(people.flatMap((p) => (p.memberId === null ? [] : [p.memberId]))), [people]);

  /** After a check-in from a search: the search is emptied and ready for the next name. */
  const readyForNext = useCallback(() => {
    if (!searchRef.current?.value) return;
    setQuery('');
    searchRef.current.focus({ preventScroll: true });
  }, []);

  const admitWalkIn = useCallback(
    (member: { memberId: number; name: string; company: string | null; city: string | null }) => {
      say({ tone: 'ok', text: t.checkedIn(member.name) });
      readyForNext();
      void checkIn(memberKey(member.memberId), { kind: 'walk-in', memberId: member.memberId }, { ...member, guest: false });
    },
    [checkIn, readyForNext, say],
  );

  const admitGuest = useCallback(
    (values: GuestValues) => {
      const clientId = newActionId();
      const name = values.name.trim();
      guestsAdded.current.set(name, values);
      say({ tone: 'ok', text: t.guest.done(name) });
      void checkIn(
        `local-${clientId}`,
        { clientId, kind: 'guest', guest: { name, email: values.email.trim(), consent: true } },
        { name, company: null, city: null, memberId: null, guest: true },
      );
    },
    [checkIn, say],
  );

  /** Checks a person in again: as who they were (a walk-in stays one, a guest of this visit is sent again). */
  const admit = useCallback(
    (person: ShownPerson) => {
      if (person.guest) {
        const values = guestsAdded.current.get(person.name);
        // The server never gives a guest's address back: only one added on this phone can be sent again.
        return values ? admitGuest(values) : say({ tone: 'warn', text: t.guestAgain(person.name) });
      }
      if (person.memberId === null) return;
      if (person.walkIn) return admitWalkIn({ ...infoOf(person), memberId: person.memberId });
      say({ tone: 'ok', text: t.checkedIn(person.name) });
      readyForNext();
      void checkIn(person.key, { kind: 'member', memberId: person.memberId }, infoOf(person));
    },
    [admitGuest, admitWalkIn, checkIn, readyForNext, say],
  );

  const undoNow = useCallback(
    (key: string) => {
      const person = peopleRef.current.find((p) => p.key === key);
      if (!person?.checkIn) return say(null);
      void undo(person.key, person.checkIn.claims, infoOf(person));
      const revertible = !person.guest || guestsAdded.current.has(person.name);
      say({
        tone: 'info',
        text: revertible ? t.undone(person.name) : t.undoneGuest(person.name),
        actions: revertible ? [{ label: t.redo, palette: 'green', onClick: () => admit({ ...person, checkIn: null }) }] : [],
      });
    },
    [admit, say, undo],
  );

  /**
   * The same finger's second tap, on whatever the first one put under it: ignored. Any other tap on a row is the
   * organiser's next action: its notice takes the place of a scanned member's 'Inscrire et enregistrer'.
   */
  const isStrayTap = useCallback((tap: Tap) => {
    if (isSecondTap(lastRowTap.current, tap)) return true;
    lastRowTap.current = tap;
    setUnknownMember(null);
    return false;
  }, []);
  const onCheckIn = useCallback((person: ShownPerson, tap: Tap) => !isStrayTap(tap) && admit(person), [isStrayTap, admit]);
  // An undo is asked first, in the notice's place (never where the finger is): 'Oui, annuler' or 'Non'.
  const onUndo = useCallback(
    (person: ShownPerson, tap: Tap) => {
      if (isStrayTap(tap)) return;
      say({
        tone: 'warn',
        text: t.undoAsk(person.name),
        actions: [
          { label: t.undoYes, palette: 'red', onClick: () => undoNow(person.key) },
          { label: t.undoNo, palette: 'gray', onClick: () => say(null) },
        ],
      });
    },
    [isStrayTap, say, undoNow],
  );
  const onDirectoryWalkIn = useCallback(
    (member: Parameters<typeof admitWalkIn>[0], tap: Tap) => !isStrayTap(tap) && admitWalkIn(member),
    [isStrayTap, admitWalkIn],
  );

  // A member not on the list (scanned): their name from the synced directory, when the phone has it.
  const unknown = useQuery({ ...memberQueryOptions(queryClient, unknownMember ?? 0), enabled: unknownMember !== null });
  const unknownName = unknownMember === null ? '' : (unknown.data?.name ?? t.unknownMember(unknownMember));
  const shownNotice: DoorNoticeState | null =
    unknownMember === null
      ? notice
      : {
          id: unknownMember,
          tone: 'warn',
          text: t.notRegistered(unknownName),
          actions: [
            {
              label: t.walkIn,
              palette: 'green',
              onClick: () => {
                setUnknownMember(null);
                admitWalkIn({ memberId: unknownMember, name: unknownName, company: null, city: null });
              },
            },
          ],
        };

  // A tap on the notice is the organiser's next action: a row tap right after it, at the spot of the row tap before,
  // is not that tap's finger tapping twice (e2e: 'Non', then the same row's 'Annuler' again within 500 ms).
  const onNoticeTap = useCallback(() => {
    lastRowTap.current = null;
  }, []);

  const onCode = useCallback(
    (text: string) => {
      const memberId = memberIdFromQr(text);
      setUnknownMember(null);
      if (memberId === null) return say({ tone: 'error', text: t.notAMemberCode });
      const person = peopleRef.current.find((p) => p.memberId === memberId);
      if (!person) {
        buzz('warn');
        return setUnknownMember(memberId);
      }
      if (person.checkIn) {
        return say({ tone: 'warn', text: t.alreadyName(person.name, doorTime(person.checkIn.at), person.checkIn.by) });
      }
      admit(person);
    },
    [admit, say],
  );

  const onGuest = (values: GuestValues) => {
    setGuestOpen(false);
    admitGuest(values);
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
            <Heading as="h1" size="xl" truncate data-testid="door-count">
              {attendanceHeadline(attendance)}
            </Heading>
            <Text fontSize="sm" color="gray.700" truncate minH="5" data-testid="door-attendance">
              {[attendanceOthers(attendance), attendance.registered > 0 && t.notYet(attendance.noShows)].filter(Boolean).join(' · ')}
            </Text>
          </Box>
          {closed && (
            <Text fontSize="sm" fontWeight="semibold" color="red.700" data-testid="door-closed">
              {closed}
            </Text>
          )}
          {/* One line each, whatever they say: the header never grows under the list after a tap. */}
          <Text
            fontSize="sm"
            color={online && readiness.state === 'ready' ? 'green.700' : 'gray.700'}
            truncate
            data-testid="door-readiness"
          >
            {readinessText}
          </Text>
          <Text fontSize="sm" color="orange.800" fontWeight="semibold" truncate minH="5">
            {waitingCount > 0 && <span data-testid="door-waiting">{t.pending(waitingCount)}</span>}
          </Text>
          <DoorNotice notice={shownNotice} onTap={onNoticeTap} />
        </Box>

        <Flex gap="2" flexWrap="wrap">
          <Button onClick={() => setScanning((open) => !open)} colorPalette="blue" flex="1" h="12">
            {scanning ? t.scan.close : t.scan.open}
          </Button>
          <Button onClick={() => setGuestOpen((open) => !open)} variant="outline" flex="1" h="12">
            {t.guest.open}
          </Button>
        </Flex>

        {scanning && <DoorScanner onCode={onCode} />}

        {guestOpen && <GuestForm onSubmit={onGuest} onCancel={() => setGuestOpen(false)} />}

        <Input
          ref={searchRef}
          type="search"
          value={query}
          onChange={(event) => {
            // Typed between two taps: the next tap is a new one, wherever it lands.
            lastRowTap.current = null;
            setQuery(event.target.value);
          }}
          placeholder={t.search}
          aria-label={t.search}
          h="12"
        />

        {list.isError && !list.data && <Text color="red.700">{t.loadFailed}</Text>}
        {list.data && people.length === 0 && <Text>{t.empty}</Text>}
        {people.length > 0 && shown.length === 0 && <Text>{t.noMatch}</Text>}
        <ul className={doorListClass} aria-label={t.title}>
          {drawn.map((person) => (
            <DoorRow key={person.key} person={person} onCheckIn={onCheckIn} onUndo={onUndo} />
          ))}
        </ul>
        <DoorDirectoryMatches query={query} listed={listed} online={online} onWalkIn={onDirectoryWalkIn} />
        <Link to="/event-detail/$id" params={{ id: eventId }}>
          {t.back}
        </Link>
      </Stack>
    </Container>
  );
}
