// Web Push in the API tests: the loopback push service (scripts/push-service.mjs) stands in for Google's, Apple's
// or Mozilla's; the server trusts its certificate (global-setup.ts). A device is a subscription with real keys:
// what the stand-in receives it decrypts, so a test reads the very notification a phone would show.
import { inject } from 'vitest';
import { createSubscriptionKeys, startPushService, type PushService, type ReceivedPush } from '../../../scripts/push-service.mjs';
import { api, unique, type TestMember } from './api';

export type { PushService, ReceivedPush };

export async function pushService(): Promise<PushService> {
  const key = (await api('/api/push/key')).body.data.publicKey as string;
  // The service checks each push's VAPID signature against the server's public key.
  return startPushService({ ...inject('pushCertificate'), vapidPublicKey: key });
}

export type Device = { id: string; endpoint: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };

/** A new browser subscription on the stand-in (not yet saved on the server). */
export function newDevice(service: PushService): Device {
  const id = unique();
  const { endpoint, keys } = service.register(id, createSubscriptionKeys());
  return { id, endpoint, subscription: { endpoint, keys } };
}

/** A device saved for `member`, as the app's 'Me prévenir sur ce téléphone' does. */
export async function subscribedDevice(service: PushService, member: TestMember, label = 'Chrome sur Android'): Promise<Device> {
  const device = newDevice(service);
  const res = await api('/api/push/subscription', {
    method: 'POST',
    token: member.jwt,
    body: { data: { ...device.subscription, device: label } },
  });
  if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
  return device;
}

/** The notifications `device` received, as the phone would read them. */
export const pushesTo = (service: PushService, device: Device) =>
  service.received.filter((push) => push.id === device.id && push.status === 201).map((push) => JSON.parse(push.payload ?? '{}'));

export const setChoices = (member: TestMember, device: Device, choices: Record<string, unknown>) =>
  api('/api/push/subscription', { method: 'PUT', token: member.jwt, body: { data: { endpoint: device.endpoint, choices } } });
