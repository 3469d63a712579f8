import { Button, HStack, Text } from '@/components/design';
import { toast } from 'react-toastify/unstyled';
import { placeToastsNow } from '@/lib/toasts';
import { pwaTexts as t } from '../texts';

const UPDATE_TOAST_ID = 'pwa-update';

/** A toast that stays until the user chooses to activate the waiting version. */
export function showUpdatePrompt(activate: () => Promise<void>) {
  placeToastsNow();
  toast.info(
    ({ closeToast }) => (
      <HStack justify="space-between" gap="3" w="full">
        <Text fontWeight="semibold">{t.updateAvailable}</Text>
        <Button
          size="sm"
          colorPalette="red"
          bg="brand.accent"
          onClick={() => {
            closeToast();
            void activate();
          }}
        >
          {t.update}
        </Button>
      </HStack>
    ),
    { toastId: UPDATE_TOAST_ID, position: 'top-center', autoClose: false, closeOnClick: false },
  );
}
