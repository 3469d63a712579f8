import { useRef, useState } from 'react';
import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { ChakraScope } from '@/components/overlays/ChakraScope';
import { useOnline } from '@/offline/use-online';
import { NotEnoughSpaceError, prepareStorage, type DownloadProgress, type OfflineDownloader } from '@/offline/offline-download';
import { formatBytes, offlineDownloadTexts as t } from '../texts';

type Phase = 'idle' | 'working' | 'done' | 'error';

type OfflineDownloadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  download: OfflineDownloader;
};

/**
 * 'Disponible hors ligne': downloads the directory and its images, with progress and a summary (loaded on demand:
 * Chakra's dialog and progress bar, inside ChakraScope).
 */
export function OfflineDownloadDialog(props: OfflineDownloadDialogProps) {
  return (
    <ChakraScope>
      <OfflineDownloadDialogContent {...props} />
    </ChakraScope>
  );
}

function OfflineDownloadDialogContent({ open, onOpenChange, download }: OfflineDownloadDialogProps) {
  const online = useOnline();
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [message, setMessage] = useState('');
  const abort = useRef<AbortController | null>(null);

  async function start() {
    setPhase('working');
    setMessage('');
    abort.current = new AbortController();
    try {
      const { persisted } = await prepareStorage();
      const result = await download(setProgress, abort.current.signal);
      setMessage(
        `${t.summary(result.total - result.failed, formatBytes(result.bytes), result.failed)} ${persisted ? t.persisted : t.notPersisted}`,
      );
      setPhase(result.failed ? 'error' : 'done');
    } catch (error) {
      console.warn('[offline] download stopped', error);
      setMessage(error instanceof NotEnoughSpaceError ? t.noSpace : t.offline);
      setPhase('error');
    }
  }

  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        // Closing, whichever way, stops a download in progress.
        if (!next) abort.current?.abort();
        onOpenChange(next);
      }}
      title={t.title}
      closeLabel={t.close}
      testId="offline-download"
      actions={
        phase !== 'done' && (
          <Button
            colorPalette="red"
            bg="brand.accent"
            onClick={start}
            loading={phase === 'working'}
            loadingText={t.working}
            disabled={!online}
          >
            {phase === 'error' ? t.resume : t.start}
          </Button>
        )
      }
    >
      <Stack gap="4">
        <Text>{t.intro}</Text>
        {progress && (
          <Stack gap="2">
            <Progress.Root value={percent} colorPalette="red" aria-label={t.working}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" data-testid="offline-download-progress">
              {t.progress(progress.done, progress.total, formatBytes(progress.bytes))}
            </Text>
          </Stack>
        )}
        {!online && phase !== 'working' && <Text color="fg.error">{t.offline}</Text>}
        {message && (
          <Text role="status" fontWeight="semibold" data-testid="offline-download-summary">
            {message}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
