// Web Push (issue 46): a member's phone is told a freed seat, the day-before reminder, a changed time or place and
// an organiser's message — once, with the event's name and when, only on the devices that chose that kind, never
// after a logout or on a subscription the push service says is gone. The push service is the loopback stand-in
// (support/push.ts): it checks each push's VAPID signature and decrypts its payload, as a phone would. Runs on
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@club/contract';
import { api, baseUrl, organiserToken, registerMember, unique, type TestMember } from './support/api';
import { closeDatabase, database } from './support/db';
import { newDevice, pushesTo, pushService, setChoices, subscribedDevice, type Device, type PushService } from './support/push';
import { settle } from '../../scripts/push-service.mjs';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';

async function createEvent(data: Record<string, unknown> = {}) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Lunch à Namur ${unique()}`,
      Date: addDays(clubToday(), 14),
      StartingTime: '12:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Published: true,
      ...data,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

const signUp = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'POST', token: m.jwt });
const leave = (eventId: number, m: TestMember) => api(`/api/events/${eventId}/sign-up`, { method: 'DELETE', token: m.jwt });
const statusOf = async (m: TestMember, device: Device) =>
  (await api('/api/push/subscription/status', { method: 'POST', token: m.jwt, body: { data: { endpoint: device.endpoint } } })).body.data
    ?.choices;
const forDevice = (device: Device) => (push: { id: string | null }) => push.id === device.id;

let service: PushService;
beforeAll(async () => {
  service = await pushService();
});
afterAll(async () => {
  await service.close();
  await closeDatabase();
});

describe('a device', () => {
  it('is saved by its member, every kind on; bad subscriptions are refused in French with a 400', async () => {
    const key = await api('/api/push/key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);

    const member = await registerMember();
    const device = newDevice(service);
    const save = (body: unknown) => api('/api/push/subscription', { method: 'POST', token: member.jwt, body: { data: body } });
    expect([401, 403]).toContain((await api('/api/push/subscription', { method: 'POST', body: { data: device.subscription } })).status);

    const refused = [
      { ...device.subscription, endpoint: device.endpoint.replace('https:', 'http:') },
      { ...device.subscription, endpoint: 'https://intranet.example.org/push/1' },
      { ...device.subscription, endpoint: 'https://user:pw@127.0.0.1/push/1' },
      { ...device.subscription, endpoint: `https://127.0.0.1/${'x'.repeat(3000)}` },
      { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'AAAA' } },
      { ...device.subscription, keys: { ...device.subscription.keys, auth: 42 } },
      { endpoint: 12 },
      null,
    ];
    for (const body of refused) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect(res.body.error.message).toMatch(
        /^(Cet abonnement aux notifications n’est pas valable\.|Ce service de notifications n’est pas reconnu\.)$/,
      );
    }
    expect((await save({ ...device.subscription, endpoint: 'https://intranet.example.org/push/1' })).body.error.message).toBe(
      'Ce service de notifications n’est pas reconnu.',
    );

    const saved = await save({ ...device.subscription, device: 'Chrome sur Android' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.choices).toEqual({ seatFreed: true, reminder: true, change: true, message: true });
    expect(await statusOf(member, device)).toEqual({ seatFreed: true, reminder: true, change: true, message: true });
  });

  it('belongs to its member: another member neither reads, changes, tests nor removes it', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const device = await subscribedDevice(service, owner);
    expect(await statusOf(other, device)).toBeNull();
    const change = await setChoices(other, device, { seatFreed: false });
    expect(change.status).toBe(404);
    expect(change.body.error.message).toBe('Ce téléphone n’est pas abonné aux notifications.');
    expect((await api('/api/push/test', { method: 'POST', token: other.jwt, body: { data: { endpoint: device.endpoint } } })).status).toBe(
      404,
    );
    await api('/api/push/subscription/remove', { method: 'POST', token: other.jwt, body: { data: { endpoint: device.endpoint } } });
    expect(await statusOf(owner, device)).toEqual({ seatFreed: true, reminder: true, change: true, message: true });
    // Choices: known kinds, true or false.
    for (const choices of [{ seatFreed: 'non' }, { unknown: true }, [], null]) {
      const res = await setChoices(owner, device, choices as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Chaque type de notification doit valoir true ou false.');
    }
  });
});

describe('a freed seat', () => {
  it('pushes once to the promoted member’s devices that chose it, with the event and its time, and to no one else', async () => {
    const event = await createEvent({ Capacity: 1 });
    const [holder, waiting, bystander] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    expect((await signUp(event.id, holder)).body.data.status).toBe('registered');
    expect((await signUp(event.id, waiting)).body.data.status).toBe('waitlisted');
    const phone = await subscribedDevice(service, waiting);
    const laptop = await subscribedDevice(service, waiting, 'Firefox sur Linux');
    const quiet = await subscribedDevice(service, waiting, 'Safari sur iPhone');
    expect((await setChoices(waiting, quiet, { seatFreed: false })).body.data.choices.seatFreed).toBe(false);
    const other = await subscribedDevice(service, bystander);
    const holderPhone = await subscribedDevice(service, holder);

    const freed = Date.now();
    expect((await leave(event.id, holder)).status).toBe(200);
    const [first] = await service.waitFor(forDevice(phone));
    await service.waitFor(forDevice(laptop));
    // The budget is on the bench; here only that it is not late by a whole cron period.
    expect(first.at - freed).toBeLessThan(5_000);
    await settle(1_000);

    for (const device of [phone, laptop]) {
      const pushes = pushesTo(service, device);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toEqual({
        title: expect.stringMatching(new RegExp(`^Une place s'est libérée : ${event.Name}, \\S+.* 12:00$`)),
        body: expect.stringContaining('tu es maintenant inscrit'),
        url: `/event-detail/${event.id}`,
        tag: `event-${event.id}`,
      });
    }
    expect(service.received.find(forDevice(phone))).toMatchObject({ urgency: 'high', topic: `event-${event.id}` });
    expect(pushesTo(service, quiet)).toEqual([]);
    expect(pushesTo(service, other)).toEqual([]);
    expect(pushesTo(service, holderPhone)).toEqual([]);
  });
});

describe('a device that is gone', () => {
  it('a logout removes it: nothing more reaches it', async () => {
    const member = await registerMember();
    const device = await subscribedDevice(service, member);
    const test = await api('/api/push/test', { method: 'POST', token: member.jwt, body: { data: { endpoint: device.endpoint } } });
    expect(test.status).toBe(200);
    expect((await service.waitFor(forDevice(device)))[0].payload).toContain('Notifications activées');

    const removed = await api('/api/push/subscription/remove', {
      method: 'POST',
      token: member.jwt,
      body: { data: { endpoint: device.endpoint } },
    });
    expect(removed.status).toBe(204);
    expect(await statusOf(member, device)).toBeNull();
    const event = await createEvent({ Capacity: 1 });
    const holder = await registerMember();
    await signUp(event.id, holder);
    await signUp(event.id, member);
    await leave(event.id, holder);
    await settle(1_500);
    expect(pushesTo(service, device)).toHaveLength(1);
  });

  it('the push service answers 410: the server forgets the subscription', async () => {
    const member = await registerMember();
    const device = await subscribedDevice(service, member);
    service.setAnswer(device.id, 410);
    const test = await api('/api/push/test', { method: 'POST', token: member.jwt, body: { data: { endpoint: device.endpoint } } });
    expect(test.status).toBe(404);
    expect(test.body.error.message).toBe('Ce téléphone n’est pas abonné aux notifications.');
    expect(service.received.filter(forDevice(device)).map((push) => push.status)).toEqual([410]);
    expect(await statusOf(member, device)).toBeNull();
    const rows = await database()('push_subscriptions').where({ member_id: member.memberId });
    expect(rows).toEqual([]);
  });
});

describe('the other news', () => {
  it('a moved time pushes what changed to the attendees whose device chose it, whatever their mail choice', async () => {
    const event = await createEvent();
    const [told, mailsOff, notTold] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    for (const m of [told, mailsOff, notTold]) await signUp(event.id, m);
    await api('/api/reminders/preference', { method: 'PUT', token: mailsOff.jwt, body: { data: { eventChanges: false } } });
    const devices = [
      await subscribedDevice(service, told),
      await subscribedDevice(service, mailsOff),
      await subscribedDevice(service, notTold),
    ];
    await setChoices(notTold, devices[2], { change: false });

    const moved = await api(`${CM_EVENTS}/${event.documentId}`, {
      method: 'PUT',
      token: await organiserToken(),
      body: { StartingTime: '12:30:00.000' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await service.waitFor((push) => push.id === devices[0].id || push.id === devices[1].id, 10_000, 2);
    await settle(1_000);
    for (const device of devices.slice(0, 2))
      expect(pushesTo(service, device)).toEqual([
        { title: `Changement : ${event.Name}`, body: 'Heure : 12:00 → 12:30', url: `/event-detail/${event.id}`, tag: `event-${event.id}` },
      ]);
    expect(pushesTo(service, devices[2])).toEqual([]);
  });

  it('an organiser’s message pushes its subject to the attendees’ devices that chose it', async () => {
    const event = await createEvent();
    const [told, quiet] = await Promise.all([registerMember(), registerMember()]);
    for (const m of [told, quiet]) await signUp(event.id, m);
    const devices = [await subscribedDevice(service, told), await subscribedDevice(service, quiet)];
    await setChoices(quiet, devices[1], { message: false });
    const subject = `Changement de salle ${unique()}`;
    const sent = await api(`/club/events/${event.documentId}/messages`, {
      method: 'POST',
      token: await organiserToken(),
      body: { subject, text: 'Nous serons au 2e étage.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await service.waitFor(forDevice(devices[0]));
    await settle(1_000);
    expect(pushesTo(service, devices[0])).toEqual([
      { title: `Message des organisateurs : ${event.Name}`, body: subject, url: `/event-detail/${event.id}`, tag: `event-${event.id}` },
    ]);
    expect(pushesTo(service, devices[1])).toEqual([]);
  });

  it('the day-before reminder pushes once however many runs, even with reminder mails off', async () => {
    const event = await createEvent({ Date: addDays(clubToday(), 1), ReminderTime: '00:00:00.000' });
    const member = await registerMember();
    await api('/api/reminders/preference', { method: 'PUT', token: member.jwt, body: { data: { eventReminders: false } } });
    const device = await subscribedDevice(service, member);
    const off = await subscribedDevice(service, member, 'Firefox sur Linux');
    await setChoices(member, off, { reminder: false });
    await signUp(event.id, member);
    await service.waitFor(forDevice(device), 15_000);
    // The test server runs the job every 2 seconds: three more runs.
    await settle(6_500);
    expect(pushesTo(service, device)).toEqual([
      {
        title: `Rappel : ${event.Name}, demain 12:00`,
        body: 'Où : Rue de Fer 1, 5000 Namur',
        url: `/event-detail/${event.id}`,
        tag: `event-${event.id}`,
      },
    ]);
    expect(pushesTo(service, off)).toEqual([]);
  });
});

describe('the member’s data', () => {
  it('the export names each device without its endpoint or keys; deleting the account removes them', async () => {
    const member = await registerMember();
    const device = await subscribedDevice(service, member, 'Chrome sur Android');
    const exported = await fetch(`${baseUrl()}/api/account/export`, {
      headers: { authorization: `Bearer ${member.jwt}` },
    });
    const text = await exported.text();
    expect(exported.status).toBe(200);
    expect(JSON.parse(text).pushDevices).toEqual([
      expect.objectContaining({ device: 'Chrome sur Android', pushService: new URL(device.endpoint).host, seatFreed: true }),
    ]);
    expect(text).not.toContain(device.endpoint);
    expect(text).not.toContain(device.subscription.keys.p256dh);

    const deleted = await api('/api/account/delete', { method: 'POST', token: member.jwt, body: { password: member.password } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect(await database()('push_subscriptions').where({ member_id: member.memberId })).toEqual([]);
  });
});
