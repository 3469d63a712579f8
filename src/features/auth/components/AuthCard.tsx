import type { ReactNode } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { PageTitle } from '@/components/ui/PageTitle';

/** The frame of the account screens: the page title band, then a narrow white card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Container maxW="lg" py={{ base: '8', md: '14' }}>
        <Box bg="white" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
          {children}
        </Box>
      </Container>
    </>
  );
}
