import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Container, Stack } from '@/components/design';
import { OfflineNotice } from '@/components/forms/OfflineNotice';
import { useFormAction } from '@/components/forms/use-form-action';
import { PageTitle } from '@/components/ui/PageTitle';
import { useOnline } from '@/offline/use-online';

interface AuthFormTexts {
  title: string;
  /** Why the form cannot be sent offline (it needs the server); the submit button waits for the network. */
  offline: string;
  submit: string;
}

interface AuthFormProps {
  texts: AuthFormTexts;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The fields. */
  children: ReactNode;
  /** Links under the submit button. */
  footer?: ReactNode;
}

/**
 * The account screens (login, register, forgotten and new password): the page title band, then a narrow
 * white card holding the form, the offline notice, the fields and the submit button.
 */
export function AuthForm({ texts, onSubmit, pending, children, footer }: AuthFormProps) {
  const online = useOnline();
  const action = useFormAction();
  return (
    <>
      <PageTitle title={texts.title} />
      <Container maxW="lg" py={{ base: '8', md: '14' }}>
        <Box bg="white" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
          <form method="post" action={action} onSubmit={onSubmit} noValidate aria-label={texts.title}>
            <Stack gap="5">
              <OfflineNotice reason={texts.offline} />
              {children}
              <Button type="submit" colorPalette="red" bg="brand.accent" loading={pending} disabled={!online}>
                {texts.submit}
              </Button>
              {footer}
            </Stack>
          </form>
        </Box>
      </Container>
    </>
  );
}
