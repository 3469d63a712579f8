import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChakraScope } from '@/components/overlays/ChakraScope';
import { notify } from '@/lib/toasts';
import { memberQueryOptions, useRotateShareKeyMutation } from '../queries';
import { membersTexts } from '../texts';

const t = membersTexts.qr;

/**
 * The member's profile URL, what the QR code holds. With the member's share key it opens even while the
 * member hides from the directory (the page of a hidden member answers 404 to anyone without it).
 */
export const memberProfileUrl = (memberId: number, shareKey?: string, origin: string = window.location.origin) => {
  const url = new URL(`/members-detail/${memberId}`, origin);
  if (shareKey) url.searchParams.set('cle', shareKey);
  return url.href;
};

/** Made on the device (no network): the `qrcode` library is loaded on demand and precached for offline use. */
function useQrDataUrl(text: string, enabled: boolean) {
  const [state, setState] = useState<{ text: string; url: string | null; failed: boolean }>({ text: '', url: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, width: 720, color: { dark: '#000000', light: '#ffffff' } }),
      )
      .then((url) => !cancelled && setState({ text, url, failed: false }))
      .catch((error: unknown) => {
        console.error('[members] QR code', error);
        if (!cancelled) setState({ text, url: null, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);
  return state.text === text ? state : { url: null, failed: false };
}

/** Keeps the screen on while the code is shown (someone is about to scan it), where the browser allows. */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock
      .request('screen')
      .then((sentinel) => (released ? void sentinel.release() : (lock = sentinel)))
      .catch(() => {});
    return () => {
      released = true;
      void lock?.release();
    };
  }, [active]);
}

interface MemberQrDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: number;
  name: string;
}

/** 'Mon QR code': full screen, black on white, large, to be scanned at the event. */
export function MemberQrDialog({ open, onOpenChange, memberId, name }: MemberQrDialogProps) {
  const queryClient = useQueryClient();
  // The member's own page (asked with its token) carries its share key.
  const own = useQuery({ ...memberQueryOptions(queryClient, memberId), enabled: open, staleTime: 0 });
  // The code is drawn once the key is known, or once the answer is in (offline: what the device has). Drawn
  // before, a code without the key showed, then gave way to another: scanned meanwhile, it opens no hidden profile.
  const keySettled = own.data?.shareKey !== undefined || own.fetchStatus !== 'fetching';
  const url = memberProfileUrl(memberId, own.data?.shareKey);
  const qr = useQrDataUrl(url, open && keySettled);
  useScreenWakeLock(open);
  const rotation = useRotateShareKeyMutation(memberId);
  const closeButton = useRef<HTMLButtonElement>(null);
  const rotate = () =>
    rotation.mutate(undefined, {
      onSuccess: () => notify.success(t.rotated, 'share-key'),
      onError: () => notify.error(t.rotateFailed, 'share-key'),
    });
  return (
    // Loaded on demand (the avatar menu's 'Mon QR code'): Chakra's dialog, in its scope.
    <ChakraScope>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        size="full"
        motionPreset="none"
        // The focus starts on 'Fermer', not on the first button: Enter must never change the share link by accident.
        initialFocusEl={() => closeButton.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="white" color="black" data-testid="member-qr-dialog">
              <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="4">
                <Stack align="center" gap="4" textAlign="center">
                  <Dialog.Title fontSize="2xl" fontWeight="bold">
                    {name}
                  </Dialog.Title>
                  <Text>{t.help}</Text>
                  {qr.url ? (
                    <img
                      src={qr.url}
                      alt={t.alt(name)}
                      data-testid="member-qr"
                      width={720}
                      height={720}
                      style={{ width: 'min(88vw, 68vh)', height: 'min(88vw, 68vh)', imageRendering: 'pixelated', background: '#fff' }}
                    />
                  ) : (
                    <Text role="status" minH="40vh" display="flex" alignItems="center">
                      {qr.failed ? t.failed : t.loading}
                    </Text>
                  )}
                  {keySettled && (
                    <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                      {url}
                    </Text>
                  )}
                  <Stack gap="2" align="center" maxW="md">
                    <Button
                      variant="outline"
                      colorPalette="red"
                      onClick={rotate}
                      loading={rotation.isPending}
                      loadingText={t.rotating}
                      disabled={!own.data?.shareKey}
                      data-testid="member-qr-rotate"
                    >
                      {t.rotate}
                    </Button>
                    <Text fontSize="sm" color="gray.700">
                      {t.rotateHelp}
                    </Text>
                  </Stack>
                  <Button ref={closeButton} size="lg" variant="outline" colorPalette="gray" onClick={() => onOpenChange(false)}>
                    {t.close}
                  </Button>
                </Stack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
