import { Button, Container, Heading, Stack, Text } from '@/components/design';
import { useOfflineReadiness } from '@/offline/offline-readiness';
import { openOfflineDownload } from '@/offline/offline-download-dialog';
import { relativeAge } from '@/lib/relative-age';

export const notOnThisDeviceTexts = {
  title: 'Cette fiche n’est pas encore sur ton téléphone',
  explain: 'Sans réseau, seules les fiches déjà téléchargées s’ouvrent. Elle s’affichera dès le retour de la connexion.',
  complete: (age: string) => `Annuaire du téléphone : complet, mis à jour ${age}.`,
  partial: (percent: number) => `Annuaire du téléphone : ${percent} % téléchargé.`,
  missing: 'L’annuaire n’est pas encore téléchargé sur ce téléphone.',
  download: 'Disponible hors ligne',
  hint: 'Avec du réseau, « Disponible hors ligne » garde tout l’annuaire et ses photos sur ce téléphone.',
} as const;

/**
 * Offline, a member, company or event page whose record is not on the phone: says so (never a blank page),
 * how complete the phone's copy is and from when, and how to have everything next time.
 */
export function NotOnThisDevice() {
  const readiness = useOfflineReadiness();
  const members = readiness.members;
  const state = !readiness.known
    ? null
    : readiness.ready && members
      ? notOnThisDeviceTexts.complete(relativeAge(members.syncedAt))
      : readiness.percent > 0
        ? notOnThisDeviceTexts.partial(readiness.percent)
        : notOnThisDeviceTexts.missing;
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }} data-testid="not-on-this-device">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="xl" color="brand.navy">
          {notOnThisDeviceTexts.title}
        </Heading>
        <Text>{notOnThisDeviceTexts.explain}</Text>
        {state && <Text color="fg.muted">{state}</Text>}
        <Text color="fg.muted">{notOnThisDeviceTexts.hint}</Text>
        <Button variant="outline" colorPalette="blue" onClick={openOfflineDownload}>
          {notOnThisDeviceTexts.download}
        </Button>
      </Stack>
    </Container>
  );
}
