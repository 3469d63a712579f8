// Sends Web Push with `web-push` (the maintained Node library of the protocol: VAPID JWT, RFC 8292; the payload's
// aes128gcm encryption, RFC 8291; the push service's HTTP, RFC 8030). Called where the same news is mailed
// (seats, reminders, changes, organisers' messages), so a push goes out once across instances as the mail does.
// A device the push service no longer knows (404, 410) is removed; any other failure is logged and the mail
// still carries the news. Devices are pushed to a few at a time: each push is one HTTPS request.
import type { Core } from '@strapi/strapi';
import { sendNotification, type WebPushError } from 'web-push';
import { type PushKind, type PushPayload } from '@club/contract';
import { vapid } from '../../../utils/vapid';
import type { Device, PushSubscriptions } from './subscriptions';

/** How long a push service keeps a push for a phone that is off: a freed seat or a change matters for a day. */
const TTL_SECONDS: Record<PushKind | 'test', number> = { seatFreed: 86_400, reminder: 43_200, change: 86_400, message: 86_400, test: 600 };
const PARALLEL = 8;
const TIMEOUT_MS = 10_000;

export type PushResult = { sent: number; removed: number; failed: number };

export type PushSender = {
  /** Pushes `payload` to the members' devices that receive `kind`. */
  toMembers(memberIds: number[], kind: PushKind, payload: PushPayload): Promise<PushResult>;
  /** Pushes to one device (the profile's 'Tester sur ce téléphone'). */
  toDevice(device: Device, payload: PushPayload): Promise<PushResult>;
};

export default ({ strapi }: { strapi: Core.Strapi }): PushSender => {
  const subscriptions = () => strapi.service('api::push.subscriptions') as unknown as PushSubscriptions;

  async function pushAll(devices: Device[], payload: PushPayload, kind: PushKind | 'test'): Promise<PushResult> {
    const result: PushResult = { sent: 0, removed: 0, failed: 0 };
    if (devices.length === 0) return result;
    const { publicKey, privateKey, subject } = vapid();
    const body = JSON.stringify(payload);
    const reached: number[] = [];
    const queue = [...devices];
    const worker = async () => {
      for (let device = queue.shift(); device; device = queue.shift()) {
        try {
          await sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, body, {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TTL_SECONDS[kind],
            urgency: kind === 'seatFreed' || kind === 'change' ? 'high' : 'normal',
            // A newer push about the same event replaces one the phone has not received yet.
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
            timeout: TIMEOUT_MS,
          });
          result.sent += 1;
          reached.push(device.id);
        } catch (error) {
          const status = (error as WebPushError).statusCode;
          if (status === 404 || status === 410) {
            await subscriptions().forget(device.id);
            result.removed += 1;
          } else {
            result.failed += 1;
            strapi.log.warn(`[push] device ${device.id} of member ${device.memberId}: ${status ?? ''} ${(error as Error).message}`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, devices.length) }, worker));
    await subscriptions().markUsed(reached);
    return result;
  }

  return {
    async toMembers(memberIds, kind, payload) {
      return pushAll(await subscriptions().devicesFor([...new Set(memberIds)], kind), payload, kind);
    },
    async toDevice(device, payload) {
      return pushAll([device], payload, 'test');
    },
  };
};
