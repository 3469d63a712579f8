import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/toasts';
import { useOnline } from '@/offline/use-online';
import { useAccountExportMutation } from '../queries';
import { profileTexts } from '../texts';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const t = profileTexts.myData;

/** 'Mes données' under the profile form: the rights of access/portability and of erasure (GDPR). */
export function AccountDataSection() {
  const online = useOnline();
  const [deleting, setDeleting] = useState(false);
  const exportData = useAccountExportMutation();

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
        <ChakraLink asChild color="brand.navy" fontWeight="semibold">
          <Link to="/confidentialite">{t.privacyLink}</Link>
        </ChakraLink>
        {!online && <Text role="status">{t.offline}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={download} loading={exportData.isPending} loadingText={t.downloading} disabled={!online}>
            {t.download}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)} disabled={!online}>
            {t.delete}
          </Button>
        </HStack>
      </Stack>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Box>
  );
}
