import type { ReactNode } from 'react';
import { Button, Container, Heading, Stack, Text } from '@/components/design';
import { HeadContent, Link, Scripts } from '@tanstack/react-router';
import { club } from '@/content/club';
import { AppLayout } from './AppLayout';
import { Toasts } from './Toasts';
import { NOT_FOUND_TITLE } from './NotFound';
import { PageHydratedMark } from '../page-hydrated-mark';

/**
 * The root head: what index.html's head had (the offline shell keeps its own copy), for every server-rendered
 * page. The routes' head() adds or overrides (the deepest title wins; meta by name/property).
 */
export const rootHead = ({ matches }: { matches: Array<{ status: string; _notFound?: boolean }> }) => {
  // The 404 page (an unknown path, or a route that threw notFound()): its own title, and not for search engines.
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
  return {
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { title: notFound ? `${NOT_FOUND_TITLE} · ${club.shortName}` : club.shortName },
      { name: 'description', content: 'Le club gratuit des entrepreneurs : membres, sociétés, événements et photos.' },
      { name: 'theme-color', content: '#1f2a44' },
      ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
      // vite-plugin-pwa adds the manifest link to index.html only.
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
  };
};

/** The whole document, around every page (the 404 and error pages too): server-rendered, then hydrated. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadContent />
      </head>
      <body>
        {/* No preloader here: the offline shell's (index.html) is painted with its HTML and goes when this first
            render, which waits for the first screen's data, replaces the body; a server-rendered page has none
            (docs/deviations.md). No styling runtime either: the page is drawn with Panda's class names
            (docs/decisions/0001-chakra-compiled-with-panda.md). */}
        <AppLayout>{children}</AppLayout>
        <Toasts />
        <Scripts />
      </body>
    </html>
  );
}

/** A page that failed for another reason than a missing record (the server answers 500 with it). */
export function RootError() {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl" color="brand.navy">
          Une erreur est survenue
        </Heading>
        <Text color="fg.muted">La page n’a pas pu être affichée. Réessaie dans un instant.</Text>
        <Button asChild colorPalette="red" bg="brand.accent" size="lg">
          <Link to="/">Accueil</Link>
        </Button>
      </Stack>
      <PageHydratedMark />
    </Container>
  );
}
