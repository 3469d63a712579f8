// Web Push (issue 46): how long after a seat frees up the promoted member's phone is pushed to. The push service
// is the loopback stand-in (scripts/push-service.mjs), which the bench's Strapi trusts (servers.mjs): each run
// creates an event of one seat, a holder and a waiting member with a device, then the holder leaves; the figure
// is from the departure's request to the push's arrival at the push service (encrypted, VAPID-signed).
import { createSubscriptionKeys, startPushService } from '../push-service.mjs';

const ADMIN = { firstname: 'Bench', lastname: 'Push', email: 'bench-push@example.test', password: 'Bench-Push-1234' };

async function call(url, { method = 'GET', token, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function adminToken(apiUrl) {
  const registered = await call(`${apiUrl}/admin/register-admin`, { method: 'POST', body: ADMIN });
  if (registered.status < 300) return registered.body.data.token;
  const login = await call(`${apiUrl}/admin/login`, { method: 'POST', body: { email: ADMIN.email, password: ADMIN.password } });
  if (login.status !== 200) throw new Error(`push bench: no admin (${registered.status}, ${login.status})`);
  return login.body.data.token;
}

let sequence = 0;
async function member(apiUrl) {
  const id = `${Date.now().toString(36)}${(sequence += 1).toString(36)}`;
  const res = await call(`${apiUrl}/api/auth/local/register`, {
    method: 'POST',
    body: { username: `Bench ${id}`, email: `bench-push-${id}@example.test`, password: `Secret-${id}-x`, phone: '+32 470 12 34 56' },
  });
  if (res.status !== 200) throw new Error(`push bench: register ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwt;
}

export async function measurePush({ apiUrl, certificate, runs, log }) {
  const key = (await call(`${apiUrl}/api/push/key`)).body.data.publicKey;
  const service = await startPushService({ ...certificate, vapidPublicKey: key });
  try {
    const token = await adminToken(apiUrl);
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const delays = [];
    for (let run = 0; run < runs; run += 1) {
      const created = await call(`${apiUrl}/content-manager/collection-types/api::event.event`, {
        method: 'POST',
        token,
        body: { Name: `Bench push ${run}`, Date: date, StartingTime: '12:00:00.000', Capacity: 1, Published: true },
      });
      if (created.status !== 201) throw new Error(`push bench: event ${created.status} ${JSON.stringify(created.body)}`);
      const eventId = created.body.data.id;
      const [holder, waiting] = [await member(apiUrl), await member(apiUrl)];
      const signUp = (jwt, method = 'POST') => call(`${apiUrl}/api/events/${eventId}/sign-up`, { method, token: jwt });
      await signUp(holder);
      await signUp(waiting);
      const device = `bench-${run}`;
      const subscription = service.register(device, createSubscriptionKeys());
      const saved = await call(`${apiUrl}/api/push/subscription`, { method: 'POST', token: waiting, body: { data: subscription } });
      if (saved.status !== 200) throw new Error(`push bench: subscribe ${saved.status}`);
      const left = Date.now();
      await signUp(holder, 'DELETE');
      const [push] = await service.waitFor((p) => p.id === device && p.status === 201, 10_000);
      delays.push(push.at - left);
    }
    log?.(`push: ${delays.map((ms) => `${ms} ms`).join(', ')}`);
    return { delays };
  } finally {
    await service.close();
  }
}
