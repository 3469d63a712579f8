import { Button, Text } from '@/components/design';
import { useInstallPrompt } from '../install-prompt';
import { pwaTexts as t } from '../texts';

/**
 * 'Installer l'application' in the header (wide screens) and the phone menu; the iOS hint where there is no button.
 * `color`: white on the home page's dark banner, where the default dark text could not be read.
 */
export function InstallButton({ size = 'sm', color }: { size?: 'sm' | 'md'; color?: string }) {
  const { canInstall, showIosHint, install } = useInstallPrompt();
  if (canInstall) {
    return (
      <Button
        size={size === 'md' ? 'md' : 'sm'}
        variant="outline"
        colorPalette="gray"
        color={color}
        onClick={() => void install()}
        data-testid="install-button"
      >
        {t.install}
      </Button>
    );
  }
  if (showIosHint) {
    return (
      <Text fontSize="xs" maxW="48" color={color} data-testid="ios-install-hint">
        {t.iosHint}
      </Text>
    );
  }
  return null;
}
