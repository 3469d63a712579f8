import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, HStack, Link as DesignLink, Stack, Text } from '@/components/design';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isFull } from '@/lib/seats';
import type { ClubEvent, EventSeat } from '@/api/types';
import { notify } from '@/lib/toasts';
import { isTodayOrLater } from '@/lib/dates';
import { useSession } from '@/session/use-session';
import { openOutbox } from '@/offline/outbox-dialog';
import { UntilSessionKnown } from '@/components/ui/UntilSessionKnown';
import { newActionId } from '@/offline/outbox-rules';
import { rememberSignUp, takePendingSignUp } from '../pending-sign-up';
import { attendanceToast, signUpTexts as t, useEventLeaveMutation, useEventSignUpMutation, useEventSignUpState } from '../sign-up';
import { eventKeys, eventSeatQueryOptions } from '../queries';

/**
 * Where a member stands with an event: 'Inscris-toi à l'événement', or 'Inscrit ✓' with 'Se désinscrire'; on
 * a full event 'Rejoindre la liste d'attente', then the member's own position ('2e sur la liste d'attente')
 * with 'Quitter la liste d’attente' (the server's answer: GET /api/events/:id/seat).
 * Logged out, the tap leads to /login and back, and the sign-up is done once logged in. Offline, either
 * action waits in 'À envoyer' ('En attente de connexion'), even across a restart. A past event takes none.
 */
const variables = (eventId: number, eventName: string, action: 'sign-up' | 'leave', memberId: number) => ({
  eventId,
  eventName,
  memberId,
  // Its row in the outbox, which the service worker may send with no tab open.
  actionId: newActionId(),
  label: action === 'sign-up' ? t.label(eventName) : t.leaveLabel(eventName),
});

export function EventSignUp({ event, afterSignUp }: { event: ClubEvent; afterSignUp?: ReactNode }) {
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const signUp = useEventSignUpMutation();
  const leave = useEventLeaveMutation();
  const inFlight = useEventSignUpState(event.id);
  const memberId = user?.memberId ?? null;
  const listed = memberId !== null && event.attendees.some((attendee) => attendee.id === memberId);
  // What the last answer said, until the attendee list is refreshed (then the list says it).
  const [answer, setAnswer] = useState<{ state: 'registered' | 'left'; list: ClubEvent['attendees'] } | null>(null);
  const setAnswered = (state: 'registered' | 'left') => setAnswer({ state, list: event.attendees });
  const registered = answer && answer.list === event.attendees ? answer.state === 'registered' : listed;
  const open = isTodayOrLater(event.date);
  const queryClient = useQueryClient();
  const seat = useQuery(eventSeatQueryOptions(event.id, open && isAuthenticated && memberId !== null)).data;
  const waitlisted = isAuthenticated && !registered && seat?.status === 'waitlisted';
  const full = event.seats ? isFull(event.seats) : false;
  /** What the answer says of the waitlist, until the member's place is asked again (onSettled). */
  const setSeat = (status: 'waitlisted' | 'none') => {
    // The place may already have been asked again (the action's own refresh runs first): kept when it agrees.
    queryClient.setQueryData<EventSeat>(eventKeys.seat(event.id), (old) => (old?.status === status ? old : { status, position: null }));
    void queryClient.invalidateQueries({ queryKey: eventKeys.seat(event.id) });
  };
  // Offered only right after this page's own sign-up (or place on the waiting list), never on a mere visit.
  const [justSignedUp, setJustSignedUp] = useState(false);
  const onSignedUp = (status: string) => {
    setJustSignedUp(true);
    if (status === 'waitlisted' || status === 'already-waitlisted') setSeat('waitlisted');
    else setAnswered('registered');
  };

  const { mutate: mutateSignUp } = signUp;
  const { id: eventId, name: eventName, attendees } = event;

  // Back from /login: the sign-up the visitor asked for (taken once: later runs find nothing).
  useEffect(() => {
    if (!open || memberId === null || listed || !takePendingSignUp(eventId)) return;
    mutateSignUp(variables(eventId, eventName, 'sign-up', memberId), {
      onSuccess: (status) => {
        setJustSignedUp(true);
        if (status !== 'waitlisted' && status !== 'already-waitlisted') setAnswer({ state: 'registered', list: attendees });
      },
    });
  }, [open, memberId, listed, eventId, eventName, attendees, mutateSignUp]);

  if (!open) {
    return (
      <Text color="fg.muted" data-testid="sign-up-closed">
        {t.past}
      </Text>
    );
  }

  if (inFlight?.waiting) {
    return (
      <Stack gap="2" align="flex-start">
        {/* A state, not a control: fully readable (a disabled button's half opacity read 3.5:1, issue 26). */}
        <Button
          size="lg"
          disabled
          variant="subtle"
          colorPalette="gray"
          _disabled={{ opacity: 1, cursor: 'default' }}
          data-testid="sign-up-button"
        >
          {inFlight.action === 'sign-up' ? t.waiting : t.leaveWaiting}
        </Button>
        <Text role="status" color="fg.muted" fontSize="sm" data-testid="sign-up-queued">
          {inFlight.action === 'sign-up' ? t.queued : t.leaveQueued}{' '}
          <DesignLink as="button" type="button" color="brand.accent" fontWeight="semibold" onClick={openOutbox}>
            {t.seeQueue}
          </DesignLink>
        </Text>
      </Stack>
    );
  }

  if (isAuthenticated && registered) {
    return (
      <HStack gap="3" flexWrap="wrap" data-testid="signed-up">
        <Badge size="lg" colorPalette="green" variant="solid" px="3" py="2" fontSize="md">
          {t.signedUp}
        </Badge>
        <Button
          variant="outline"
          colorPalette="gray"
          loading={inFlight?.action === 'leave'}
          onClick={() =>
            memberId !== null && leave.mutate(variables(eventId, eventName, 'leave', memberId), { onSuccess: () => setAnswered('left') })
          }
          data-testid="leave-button"
        >
          {t.leave}
        </Button>
        {justSignedUp ? afterSignUp : null}
      </HStack>
    );
  }

  if (waitlisted) {
    return (
      <Stack gap="2" align="flex-start" data-testid="waitlisted">
        <Badge size="lg" colorPalette="orange" variant="solid" px="3" py="2" fontSize="md">
          {t.onWaitlist}
        </Badge>
        {seat?.position ? (
          <Text fontWeight="semibold" data-testid="waitlist-position">
            {t.position(seat.position)}
          </Text>
        ) : null}
        <Button
          variant="outline"
          colorPalette="gray"
          loading={inFlight?.action === 'leave'}
          onClick={() =>
            memberId !== null &&
            leave.mutate(variables(eventId, eventName, 'leave', memberId), {
              onSuccess: (status) => (status === 'left-waitlist' ? setSeat('none') : undefined),
            })
          }
          data-testid="leave-waitlist-button"
        >
          {t.leaveWaitlist}
        </Button>
        {justSignedUp ? afterSignUp : null}
      </Stack>
    );
  }

  // The server draws this for everyone: until the session is known, a signed-in member sees its place empty.
  return (
    <UntilSessionKnown>
      <Button
        colorPalette="red"
        bg="brand.accent"
        size="lg"
        alignSelf="flex-start"
        loading={inFlight?.action === 'sign-up'}
        data-testid="sign-up-button"
        onClick={() => {
          if (!isAuthenticated || !user) {
            rememberSignUp(event.id);
            notify.info(t.loginFirst, attendanceToast(event.id));
            void navigate({ to: '/login', search: { redirect: `/event-detail/${event.id}` } });
            return;
          }
          if (memberId === null) {
            notify.error(t.refused.forbidden, attendanceToast(event.id));
            return;
          }
          mutateSignUp(variables(eventId, eventName, 'sign-up', memberId), { onSuccess: onSignedUp });
        }}
      >
        {full ? t.joinWaitlist : t.button}
      </Button>
    </UntilSessionKnown>
  );
}
