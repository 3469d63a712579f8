import type { ReactNode } from 'react';
import { Box, Container, Text } from '@/components/design';
import { PageTitle } from '@/components/ui/PageTitle';
import { useOnline } from '@/offline/use-online';
import { SpinnerOverlay } from './SpinnerOverlay';

/** The frame of an edit page (profile, company): its title, links above the form (`aside`) and the form's column. */
export function EditFormPage({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {aside}
        {children}
      </Container>
    </>
  );
}

/**
 * What an edit page shows until its form is drawn: the spinner while the record loads or the form is being drawn
 * (`drawing`), or, offline with nothing cached, a sentence saying so instead of a spinner that would never end.
 */
export function EditFormPending({
  loadingLabel,
  offlineText,
  drawing = false,
}: {
  loadingLabel: string;
  offlineText: string;
  drawing?: boolean;
}) {
  const online = useOnline();
  return online || drawing ? (
    <Box position="relative" minH="60vh">
      <SpinnerOverlay active label={loadingLabel} />
    </Box>
  ) : (
    <Text role="status">{offlineText}</Text>
  );
}
