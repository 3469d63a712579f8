import type { ReactNode } from 'react';
import { Box, Flex } from '@/components/design';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { AfterFirstPaint } from '@/components/ui/AfterFirstPaint';
import { OfflineBanner } from '@/features/pwa/components/OfflineBanner';
import { OfflineDownload } from '@/features/pwa/components/OfflineDownload';
import { useQueryClient } from '@tanstack/react-query';

export function AppLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <ScrollToTop />
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <OfflineBanner />
      <TopBar />
      <Header />
      <Box as="main" id="contenu" flex="1" tabIndex={-1}>
        {children}
      </Box>
      {/* Below the first screen: a page rendered in the browser (the offline shell) draws it right after the first
          screen, so the first render is smaller; a server-rendered page has it from the start. */}
      <AfterFirstPaint minHeight="0">
        <Footer />
      </AfterFirstPaint>
      {/* Its code (every directory's query, the image store) is fetched when 'Disponible hors ligne' is tapped. */}
      <OfflineDownload
        download={(onProgress, signal) =>
          import('../offline-download').then(({ downloadForOffline }) => downloadForOffline(queryClient, onProgress, signal))
        }
      />
    </Flex>
  );
}
