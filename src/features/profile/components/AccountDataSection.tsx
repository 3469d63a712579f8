import { useEffect, useState } from 'react';
import { Box, Button, Heading, HStack, Link as DesignLink, Stack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { resilientLazy } from '@/components/ui/resilient-lazy';
import { useAccountExportMutation } from '../queries';
import { profileTexts } from '../texts';

const t = profileTexts.myData;

// The dialog (Chakra's, focus trap and all) is not part of the page's first download: it is fetched at the first
// idle moment after the page is drawn, so a tap on 'Supprimer mon compte' does not wait for the network.
const loadDeleteAccountDialog = () => import('./DeleteAccountDialog');
const DeleteAccountDialog = resilientLazy<{ open: boolean; onOpenChange: (open: boolean) => void }>(
  () => loadDeleteAccountDialog().then((module) => ({ default: module.DeleteAccountDialog })),
  () => null,
);
function preloadDeleteAccountDialog() {
  loadDeleteAccountDialog().catch(() => {
    // Offline or a failed request: it loads when opened.
  });
}

/** 'Mes données' under the profile form: the rights of access/portability and of erasure (GDPR). */
export function AccountDataSection() {
  const online = useOnline();
  const [deleting, setDeleting] = useState(false);
  // Drawn from the first tap on, then kept (its closing animation, and no new load next time).
  const [wanted, setWanted] = useState(false);
  const exportData = useAccountExportMutation();

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const task = window.requestIdleCallback(preloadDeleteAccountDialog, { timeout: 3000 });
      return () => window.cancelIdleCallback(task);
    }
    const timer = window.setTimeout(preloadDeleteAccountDialog, 1000);
    return () => window.clearTimeout(timer);
  }, []);

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: ({ content, fileName }) => {
        downloadFile(content, fileName, 'application/json');
        notify.success(t.downloaded, 'account-export');
      },
      onError: () => notify.error(t.downloadFailed, 'account-export'),
    });

  return (
    <Box as="section" mt="12" pt="8" borderTopWidth="1px" aria-labelledby="my-data-title" data-testid="my-data">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="my-data-title">
          {t.title}
        </Heading>
        <Text>{t.intro}</Text>
        <DesignLink asChild color="brand.navy" fontWeight="semibold">
          <Link to="/confidentialite">{t.privacyLink}</Link>
        </DesignLink>
        {!online && <Text role="status">{t.offline}</Text>}
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={download} loading={exportData.isPending} disabled={!online}>
            {exportData.isPending ? t.downloading : t.download}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onPointerDown={preloadDeleteAccountDialog}
            onClick={() => {
              setWanted(true);
              setDeleting(true);
            }}
            disabled={!online}
          >
            {t.delete}
          </Button>
        </HStack>
      </Stack>
      {wanted && <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />}
    </Box>
  );
}
