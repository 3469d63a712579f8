import type { PushChoices } from '@club/contract';
import { apiRequest } from './client';

/** What the browser's PushSubscription.toJSON() gives: the device's endpoint and keys. */
export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The server's VAPID public key (base64url): the browser subscribes with it. */
export async function fetchPushKey(): Promise<string> {
  const response = await apiRequest<{ data: { publicKey: string } }>('/api/push/key');
  return response.data.publicKey;
}

/**
 * Saves this device for the signed-in member (every kind on); answers its choices. `token`: the service worker's
 * session, when the browser renewed the subscription with no page open.
 */
export async function savePushSubscription(subscription: PushSubscriptionJson, device: string, token?: string): Promise<PushChoices> {
  const response = await apiRequest<{ data: { choices: PushChoices } }>('/api/push/subscription', {
    method: 'POST',
    body: { data: { ...subscription, device } },
    token,
  });
  return response.data.choices;
}

/** This device's choices; null when the server does not know it as the member's. */
export async function fetchPushChoices(endpoint: string): Promise<PushChoices | null> {
  const response = await apiRequest<{ data: { choices: PushChoices | null } }>('/api/push/subscription/status', {
    method: 'POST',
    body: { data: { endpoint } },
  });
  return response.data.choices;
}

export async function savePushChoices(endpoint: string, choices: Partial<PushChoices>): Promise<PushChoices> {
  const response = await apiRequest<{ data: { choices: PushChoices } }>('/api/push/subscription', {
    method: 'PUT',
    body: { data: { endpoint, choices } },
  });
  return response.data.choices;
}

/** The device receives nothing more. `token`: the session that subscribed it (a logout sends it as it ends). */
export async function removePushSubscription(endpoint: string, token?: string | null): Promise<void> {
  await apiRequest<void>('/api/push/subscription/remove', { method: 'POST', body: { data: { endpoint } }, token, keepalive: true });
}

/** A test notification to this device; answers whether the push service took it. */
export async function sendTestPush(endpoint: string): Promise<boolean> {
  const response = await apiRequest<{ data: { sent: number } }>('/api/push/test', { method: 'POST', body: { data: { endpoint } } });
  return response.data.sent > 0;
}
