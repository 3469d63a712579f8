import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@/features/auth/use-session';
import { signUpTexts, useEventSignUpMutation } from '../sign-up';

/** 'Inscris-toi à l'événement': signed-out visitors go to /login; members are added to 'Membres présents'. */
export function EventSignUp({ eventId }: { eventId: number }) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useEventSignUpMutation(queryClient);

  return (
    <Stack gap="2" align="flex-start">
      <Button
        colorPalette="red"
        bg="brand.accent"
        size="lg"
        loading={mutation.isPending && !mutation.isPaused}
        disabled={mutation.isPaused}
        onClick={() => {
          if (!isAuthenticated) {
            void navigate({ to: '/login' });
            return;
          }
          mutation.mutate(eventId);
        }}
      >
        {signUpTexts.button}
      </Button>
      {mutation.isPaused && (
        <Text role="status" color="fg.muted" fontSize="sm" data-testid="sign-up-queued">
          {signUpTexts.queued}
        </Text>
      )}
    </Stack>
  );
}
