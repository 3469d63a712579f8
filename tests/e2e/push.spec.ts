// Web Push on a phone (issue 46), in the full Chromium (the headless shell denies notifications).
// - No page asks for the notification permission on its own: only a tap on 'Me prévenir sur ce téléphone'.
// - A member joins a full event's waiting list, taps the offer, and when a seat frees up the server's push reaches
//   the phone: its notification names the event and when, and a tap on it opens the event's page, offline too.
// - Mon Profil → Notifications: a choice per kind, 'Tester sur ce téléphone'; a logout removes the device.
// What stands in: the browser's push service (Google's FCM for Chrome, unreachable here). The page's
// PushManager.subscribe() answers a subscription on the loopback stand-in (scripts/push-service.mjs), whose keys
// the test holds; the server really encrypts and sends to it; the stand-in checks the VAPID signature and decrypts,
// and the test hands the decrypted push to the real service worker through DevTools (ServiceWorker.deliverPushMessage),
// as the browser would. A tap on a notification cannot be made in a headless browser: the test dispatches the
// worker's `notificationclick` with the notification the worker showed.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PUSH_CERTIFICATE } from '../../playwright.config';
import { createSubscriptionKeys, startPushService, type PushService } from '../../scripts/push-service.mjs';
import { apiContext } from './support/api';
import { goOffline, openAvatarMenu, openPage } from './support/app';
import { registerViaApi, signInBrowser, type RegisteredUser } from './support/accounts';
import { toast, waitForServiceWorker } from './support/event-day';
import { addDays, brusselsToday } from './support/public-site';

const ORGANISER = { email: 'organisateur@club-entrepreneurs.be', password: process.env.DEMO_ORGANISER_PASSWORD || 'Orga12345!' };
const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const OFFER = 'Me prévenir sur ce téléphone';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** Counts, on every page, what would show the browser's prompt or subscribe (a visit must do neither). */
async function countPermissionAsks(context: BrowserContext) {
  await context.addInitScript(() => {
    const count = (name: string) => sessionStorage.setItem(name, String(Number(sessionStorage.getItem(name) ?? 0) + 1));
    if (typeof Notification !== 'undefined') {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
        count('e2e-permission-asks');
        return ask(...args);
      };
    }
    if (typeof PushManager !== 'undefined') {
      const subscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = function (this: PushManager, options?: PushSubscriptionOptionsInit) {
        count('e2e-subscribe-calls');
        return subscribe.call(this, options);
      };
    }
  });
}

const asks = (page: Page) =>
  page.evaluate(() => ({
    permission: Number(sessionStorage.getItem('e2e-permission-asks') ?? 0),
    subscribe: Number(sessionStorage.getItem('e2e-subscribe-calls') ?? 0),
  }));

/** The browser's push service answers with a subscription on the stand-in (see the header). */
async function bindPushToStandIn(context: BrowserContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.addInitScript((sub) => {
    if (typeof PushManager === 'undefined') return;
    const STORED = 'e2e-push-subscription';
    const bytes = (value: string) =>
      Uint8Array.from(
        atob(
          value
            .replace(/-/g, '+')
            .replace(/_/g, '/')
            .padEnd(Math.ceil(value.length / 4) * 4, '='),
        ),
        (c) => c.charCodeAt(0),
      ).buffer;
    const made = (serverKey: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
      getKey: (name: string) => bytes(name === 'p256dh' ? sub.keys.p256dh : sub.keys.auth),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(STORED);
      return key ? made(key) : null;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const text = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(STORED, text);
      return made(text);
    };
  }, subscription);
}

/** Hands a push to the page's service worker, as the browser does when its push service delivers one. */
async function deliverPush(page: Page, payload: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: all }) => {
      const own = all.find((registration) => !registration.isDeleted);
      if (own) resolve(own.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrations, data: payload });
  await cdp.detach();
}

const notificationsShown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    })),
  );

async function organiser(api: APIRequestContext) {
  const login = await api.post('/admin/login', { data: ORGANISER });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

const deviceChoices = async (api: APIRequestContext, member: RegisteredUser, endpoint: string) =>
  (
    await (
      await api.post('/api/push/subscription/status', { headers: { authorization: `Bearer ${member.jwt}` }, data: { data: { endpoint } } })
    ).json()
  ).data.choices;

test('no page asks for notifications on its own; the app’s button does, once tapped', async ({ page, context }) => {
  await countPermissionAsks(context);
  const member = await registerViaApi();
  for (const path of ['/', '/members', '/societe', '/events', '/photos', '/login', '/register']) {
    await openPage(page, path);
    await page.waitForTimeout(300);
  }
  expect(await asks(page)).toEqual({ permission: 0, subscribe: 0 });
  await signInBrowser(page, member);
  for (const path of ['/', '/events', '/mes-evenements', `/members-detail/${member.memberId}`, `/members-detail-edit/${member.memberId}`]) {
    await openPage(page, path);
    await page.waitForTimeout(300);
  }
  await expect(page.getByTestId('notifications')).toBeVisible();
  expect(await asks(page)).toEqual({ permission: 0, subscribe: 0 });
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  // The tap asks (the test browser then answers for the person).
  await page.getByTestId('notifications').getByRole('button', { name: OFFER }).click();
  await expect.poll(async () => (await asks(page)).permission).toBe(1);
});

test('a freed seat reaches the phone that asked for it; a tap opens the event, offline too; Mon Profil sets it', async ({
  page,
  context,
}) => {
  const api = await apiContext();
  const headers = await organiser(api);
  const key = (await (await api.get('/api/push/key')).json()).data.publicKey as string;
  const service: PushService = await startPushService({ ...E2E_PUSH_CERTIFICATE, vapidPublicKey: key });
  const deviceId = `phone-${Date.now().toString(36)}`;
  const subscription = service.register(deviceId, createSubscriptionKeys());
  await context.grantPermissions(['notifications']);
  await bindPushToStandIn(context, subscription);

  const created = await api.post(CM_EVENTS, {
    headers,
    data: {
      Name: `Lunch à Namur ${Date.now().toString(36)}`,
      Date: addDays(brusselsToday(), 301),
      StartingTime: '12:00:00.000',
      Address: 'Namur',
      Capacity: 1,
      Published: true,
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()).data as { id: number; documentId: string; Name: string };
  try {
    const [seated, me] = await Promise.all([registerViaApi(), registerViaApi()]);
    const signUp = (m: RegisteredUser, method: 'post' | 'delete') =>
      api[method](`/api/events/${event.id}/sign-up`, { headers: { authorization: `Bearer ${m.jwt}` } });
    expect((await (await signUp(seated, 'post')).json()).data.status).toBe('registered');

    await signInBrowser(page, me);
    await openPage(page, `/event-detail/${event.id}`);
    await waitForServiceWorker(page);
    const signUpBox = page.getByTestId('event-sign-up');
    // Before the sign-up, no offer: it comes with the member's own action.
    await expect(signUpBox.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeVisible();
    await expect(page.getByRole('button', { name: OFFER })).toHaveCount(0);
    await signUpBox.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
    await expect(signUpBox.getByTestId('waitlist-position')).toBeVisible();
    await signUpBox.getByRole('button', { name: OFFER }).click();
    await expect(toast(page, 'C’est noté : ce téléphone te préviendra.')).toBeVisible();
    await expect(signUpBox.getByRole('button', { name: OFFER })).toHaveCount(0);
    expect(await deviceChoices(api, me, subscription.endpoint)).toEqual({ seatFreed: true, reminder: true, change: true, message: true });

    // The seat frees up: the server pushes to this phone, once.
    expect((await (await signUp(seated, 'delete')).json()).data.status).toBe('left');
    const [push] = await service.waitFor((p) => p.id === deviceId && p.status === 201);
    const payload = JSON.parse(push.payload!);
    expect(payload).toMatchObject({
      title: expect.stringMatching(new RegExp(`^Une place s'est libérée : ${event.Name}, .+ 12:00$`)),
      url: `/event-detail/${event.id}`,
      tag: `event-${event.id}`,
    });

    // Elsewhere in the app, offline, the phone receives it: the notification shows; a tap opens the event's page.
    await openPage(page, '/members');
    await goOffline(page);
    await deliverPush(page, push.payload!);
    await expect
      .poll(() => notificationsShown(page))
      .toEqual([{ title: payload.title, body: payload.body, tag: `event-${event.id}`, data: { url: `/event-detail/${event.id}` } }]);
    const worker = context.serviceWorkers()[0];
    await worker.evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    }, `event-${event.id}`);
    await expect(page).toHaveURL(new RegExp(`/event-detail/${event.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: event.Name })).toBeVisible();
    expect(await notificationsShown(page)).toEqual([]);
    await context.setOffline(false);

    // Mon Profil → Notifications: one choice per kind on this phone, saved at once; a test push.
    await openPage(page, `/members-detail-edit/${me.memberId}`);
    const section = page.getByTestId('notifications');
    const reminder = section.getByRole('checkbox', { name: 'Rappel la veille' });
    await expect(reminder).toBeChecked();
    await reminder.click({ force: true });
    await expect(toast(page, 'Rappel la veille : désactivé sur ce téléphone.')).toBeVisible();
    expect(await deviceChoices(api, me, subscription.endpoint)).toMatchObject({ reminder: false, seatFreed: true });
    await section.getByRole('button', { name: 'Tester sur ce téléphone' }).click();
    const [test] = await service.waitFor(
      (p) => p.id === deviceId && p.status === 201 && (p.payload ?? '').includes('Notifications activées'),
    );
    expect(JSON.parse(test.payload!)).toMatchObject({ title: 'Notifications activées', url: '/mes-evenements' });

    // A logout: the server forgets this phone, and the browser's subscription is undone.
    await openAvatarMenu(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => deviceChoices(api, me, subscription.endpoint)).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  } finally {
    await api.delete(`${CM_EVENTS}/${event.documentId}`, { headers });
    await service.close();
    await api.dispose();
  }
});
