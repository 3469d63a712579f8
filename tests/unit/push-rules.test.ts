// @vitest-environment node
// Web Push's server rules that need no server: what a subscription must be to be kept (an https endpoint of a
// known push service, real keys), the choices' shape, and the notifications' words ('jeudi 12:00').
import { afterEach, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { checkChoices, checkSubscription, PushInputError } from '../../backend/src/api/push/services/subscriptions';
import { pushTexts, whenShort } from '../../backend/src/api/push/texts';

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe('a subscription', () => {
  afterEach(() => {
    delete process.env.PUSH_SERVICE_HOSTS;
  });

  it('is kept from the push services of Chrome, Firefox, Safari and Edge', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(checkSubscription({ endpoint, keys: keys(), device: 'Chrome sur Android' }).endpoint).toBe(endpoint);
  });

  it('is refused elsewhere: a look-alike host, http, credentials, an internal address', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.example/push',
      'https://evilfcm.googleapis.com.example/push',
      'https://notfcm-googleapis.com/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push/1',
      'https://169.254.169.254/latest/meta-data',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(() => checkSubscription({ endpoint, keys: keys() }), endpoint).toThrow(PushInputError);
  });

  it('from the host PUSH_SERVICE_HOSTS adds (the tests’ loopback stand-in)', () => {
    process.env.PUSH_SERVICE_HOSTS = '127.0.0.1';
    expect(checkSubscription({ endpoint: 'https://127.0.0.1:9443/push/1', keys: keys() }).endpoint).toBe('https://127.0.0.1:9443/push/1');
  });

  it('needs a P-256 public key and a 16-byte secret; the device’s name is cut to 80 characters', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/x';
    const good = keys();
    const compressed = Buffer.from(good.p256dh, 'base64url');
    compressed[0] = 2;
    for (const bad of [
      { ...good, p256dh: compressed.toString('base64url') },
      { ...good, p256dh: good.p256dh.slice(0, 40) },
      { ...good, auth: randomBytes(8).toString('base64url') },
      { p256dh: good.p256dh },
      {},
    ])
      expect(() => checkSubscription({ endpoint, keys: bad })).toThrow('Cet abonnement aux notifications n’est pas valable.');
    expect(checkSubscription({ endpoint, keys: good, device: 'x'.repeat(200) }).device).toHaveLength(80);
  });

  it('choices: only the four kinds, each true or false', () => {
    expect(checkChoices({ seatFreed: false, message: true })).toEqual({ seatFreed: false, message: true });
    for (const bad of [{ seatFreed: 'false' }, { other: true }, [], null, 'x'])
      expect(() => checkChoices(bad)).toThrow('Chaque type de notification doit valoir true ou false.');
  });
});

describe('what a notification says', () => {
  const today = '2026-03-09'; // a Monday
  it('names the day of the coming week, the date beyond it, and tomorrow as tomorrow', () => {
    expect(whenShort('2026-03-12', '12:00:00.000', today)).toBe('jeudi 12:00');
    expect(whenShort('2026-03-10', '12:00:00.000', today)).toBe('demain 12:00');
    expect(whenShort('2026-03-09', '18:30:00.000', today)).toBe('aujourd’hui 18:30');
    expect(whenShort('2026-03-26', '12:00:00.000', today)).toBe('jeudi 26 mars, 12:00');
    expect(whenShort('2026-03-12', null, today)).toBe('jeudi');
  });

  it('a freed seat, as the issue says it: the event, its day and time; the event’s page; one tag per event', () => {
    const event = {
      id: 7,
      name: 'Lunch à Namur',
      date: '2026-12-03',
      startTime: '12:00:00.000',
      endTime: null,
      address: null,
      description: null,
      programme: [],
      sequence: 0,
    };
    const payload = pushTexts.seatFreed(event);
    expect(payload.title).toMatch(/^Une place s'est libérée : Lunch à Namur, \S.* 12:00$/);
    expect(payload).toMatchObject({ url: '/event-detail/7', tag: 'event-7' });
  });
});
