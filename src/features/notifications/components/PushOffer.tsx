import { useQuery } from '@tanstack/react-query';
import { useOnline } from '@/offline/use-online';
import { pushDeviceQueryOptions } from '../queries';
import { PushUnavailable } from './PushUnavailable';
import { SubscribeButton } from './SubscribeButton';

/**
 * Right after a sign-up or a place on the waiting list: 'Me prévenir sur ce téléphone'. Nothing when the device
 * already receives pushes or the network is away; on a phone that cannot receive them, why (iOS outside the
 * installed app, notifications blocked).
 */
export function PushOffer() {
  const online = useOnline();
  const device = useQuery(pushDeviceQueryOptions(online)).data;
  if (!device || device.choices !== null) return null;
  if (device.support === 'unsupported') return null;
  if (device.support !== 'ready') return <PushUnavailable support={device.support} />;
  return <SubscribeButton testId="push-offer" />;
}
