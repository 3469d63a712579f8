import { Text } from '@/components/design';
import type { PushSupport } from '../push-device';
import { pushTexts as t } from '../texts';

const WHY: Record<Exclude<PushSupport, 'ready'>, string> = {
  unsupported: t.unsupported,
  'ios-not-installed': t.iosNotInstalled,
  denied: t.denied,
};

/** Why this phone cannot be told (the mails go on as before). */
export function PushUnavailable({ support }: { support: Exclude<PushSupport, 'ready'> }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="push-unavailable" data-reason={support}>
      {WHY[support]}
    </Text>
  );
}
