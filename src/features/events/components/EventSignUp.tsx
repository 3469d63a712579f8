import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/app/toasts';
import { useSession } from '@/features/auth/use-session';
import { openOutbox } from '@/features/outbox/outbox-store';
import { signUpTexts, useEventSignUpMutation, useEventSignUpState } from '../sign-up';

/**
 * 'Inscris-toi à l'événement': signed-out visitors go to /login; members are added to 'Membres présents'.
 * Offline the sign-up waits in the 'À envoyer' list ('En attente de connexion'), even across a restart.
 */
export function EventSignUp({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const mutation = useEventSignUpMutation();
  const state = useEventSignUpState(eventId);

  return (
    <Stack gap="2" align="flex-start">
      <Button
        colorPalette="red"
        bg="brand.accent"
        size="lg"
        loading={state === 'sending'}
        disabled={state === 'waiting'}
        data-testid="sign-up-button"
        onClick={() => {
          if (!isAuthenticated || !user) {
            void navigate({ to: '/login' });
            return;
          }
          if (user.memberId === null) {
            notify.error(signUpTexts.refused.forbidden);
            return;
          }
          mutation.mutate({ eventId, eventName, memberId: user.memberId, label: signUpTexts.label(eventName) });
        }}
      >
        {state === 'waiting' ? signUpTexts.waiting : signUpTexts.button}
      </Button>
      {state === 'waiting' && (
        <Text role="status" color="fg.muted" fontSize="sm" data-testid="sign-up-queued">
          {signUpTexts.queued}{' '}
          <ChakraLink as="button" color="brand.accent" fontWeight="semibold" onClick={openOutbox}>
            {signUpTexts.seeQueue}
          </ChakraLink>
        </Text>
      )}
    </Stack>
  );
}
