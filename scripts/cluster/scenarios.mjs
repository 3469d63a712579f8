// The cluster test's scenarios (run in this order by run.mjs; each returns its figures). Issue 30: what was
// tried by hand on two instances, and what broke, as assertions.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { byStatus, client, png, request, uploadForm } from './http.mjs';
import { pgClient, sleep, waitFor } from './services.mjs';
import { createSubscriptionKeys } from '../push-service.mjs';

const PASSWORD = 'Cluster-Secret-1';
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1).toString(36)}`;

/** Registers a member through `url` from its own client address. */
async function register(url, who = client()) {
  const id = unique();
  const email = `cluster-${id}@example.test`;
  const res = await who.request(`${url}/api/auth/local/register`, {
    method: 'POST',
    body: { username: `Membre ${id}`, email, password: PASSWORD, phone: '+32 470 12 34 56' },
  });
  return { res, email, who, jwt: res.body?.jwt, memberId: res.body?.user?.member?.id, userId: res.body?.user?.id };
}

async function query(context, sql, params = []) {
  const db = pgClient(context.pg.env);
  await db.connect();
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.end();
  }
}

/**
 * Runs `clients` loops against the balancer until `stop()` says so: reads of the public lists, and for each
 * client a write of its own member every few requests (kept in `writes` with its answer, to check later).
 */
function load(context, members, { writeEvery = 4 } = {}) {
  const results = [];
  const writes = [];
  let running = true;
  const loops = members.map(async (member, index) => {
    for (let i = 0; running; i += 1) {
      if (i % writeEvery === writeEvery - 1) {
        const value = `Profession ${index}-${i}-${unique()}`;
        const res = await member.who.request(`${context.lbUrl}/api/members/${member.memberId}`, {
          method: 'PUT',
          token: member.jwt,
          body: { data: { Profession: value } },
        });
        results.push(res);
        writes.push({ member, value, status: res.status, at: res.at });
      } else {
        const pathname = i % 2 ? '/api/events' : '/api/members?pagination[pageSize]=20';
        results.push(await member.who.request(`${context.lbUrl}${pathname}`));
      }
    }
  });
  return {
    results,
    writes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { requests: results.length, byStatus: byStatus(results) };
    },
  };
}

/** Every write answered 200 is in the database: its member's last 200 value is the stored one (none lost). */
async function lostWrites(context, writes) {
  const lastOk = new Map();
  for (const write of writes.filter((w) => w.status === 200).sort((a, b) => a.at - b.at)) lastOk.set(write.member.memberId, write.value);
  const ids = [...lastOk.keys()];
  if (!ids.length) return 0;
  const rows = await query(context, 'SELECT id, profession FROM members WHERE id = ANY($1)', [ids]);
  const stored = new Map(rows.map((row) => [row.id, row.profession]));
  // A later write that failed without an answer may have landed after the last 200: that one may win.
  const attempted = new Map();
  for (const write of writes) attempted.set(write.value, write);
  return ids.filter((id) => {
    const value = stored.get(id);
    if (value === lastOk.get(id)) return false;
    const landed = attempted.get(value);
    return !(landed && landed.member.memberId === id && landed.at > writes.find((w) => w.value === lastOk.get(id)).at);
  }).length;
}

/** Polls an instance's readiness and socket every 100 ms: when it said 503, when its socket was refused. */
function watchInstance(instance) {
  const seen = { ready503At: null, refusedAt: null };
  let running = true;
  const loop = (async () => {
    while (running) {
      const res = await request(`${instance.url}/api/health/ready`, { timeoutMs: 2000 });
      if (res.status === 503 && !seen.ready503At) seen.ready503At = Date.now();
      if (res.status === 0 && !seen.refusedAt) seen.refusedAt = Date.now();
      await sleep(100);
    }
  })();
  return {
    seen,
    // Called once the instance has exited: the watch goes on until it has seen the socket refuse (at most 3 s).
    // Stopped at once, a watch whose last poll came just before the exit saw no refusal, and the scenario failed
    // on a server that had closed its socket in the right order.
    stop: async () => {
      const deadline = Date.now() + 3000;
      while (!seen.refusedAt && Date.now() < deadline) await sleep(50);
      running = false;
      await loop;
      return seen;
    },
  };
}

/** Bucket keys no file row references, and referenced names missing from the bucket. */
async function bucketVsRows(context) {
  const keys = await context.s3.keys();
  const rows = await query(context, 'SELECT url, formats FROM files');
  const name = (url) => url.split('/').pop();
  const referenced = new Set();
  for (const row of rows) {
    referenced.add(name(row.url));
    for (const format of Object.values(row.formats ?? {})) referenced.add(name(format.url));
  }
  const names = new Set(keys.map(name));
  return {
    objects: keys.length,
    rows: rows.length,
    orphans: keys.filter((key) => !referenced.has(name(key))),
    missing: [...referenced].filter((n) => !names.has(n)),
  };
}

const shared = {};

// Short caches for the Node servers, so the test is quick; the rules asserted are the production ones.
const WEB_CACHES = { cacheSeconds: 3, sitemapSeconds: 5 };
const webEnv = () => ({ PAGE_CACHE_SECONDS: String(WEB_CACHES.cacheSeconds), SITEMAP_CACHE_SECONDS: String(WEB_CACHES.sitemapSeconds) });

/** The two Node servers, started once, both seen up by HAProxy. */
async function startWebServers(context) {
  for (const name of ['a', 'b']) if (!context.webs[name]) context.startWeb(name, webEnv());
  const webs = [context.webs.a, context.webs.b];
  await Promise.all(webs.map((web) => web.ready()));
  await waitFor(
    'HAProxy sees both Node servers up',
    async () => Object.values(await context.haproxy.states('pwa')).filter((state) => state === 'UP').length === 2,
    30_000,
  );
  return webs;
}

export const SCENARIOS = [
  {
    id: 'parallelStart',
    title: 'both instances started together on an empty database come up',
    async run(context) {
      const a = context.start('a');
      const b = context.start('b');
      const [readyA, readyB] = await Promise.all([a.ready(), b.ready()]);
      const waited = [a, b].filter((instance) => instance.log().includes('[startup-lock] another instance is starting')).map((i) => i.name);
      assert.equal(waited.length, 1, 'exactly one instance waited for the other’s schema sync');
      await waitFor(
        'HAProxy sees both instances up',
        async () => Object.values(await context.haproxy.states()).filter((s) => s === 'UP').length === 2,
        30_000,
      );
      return { readyA: (readyA - a.startedAt) / 1000, readyB: (readyB - b.startedAt) / 1000, waitedForTheLock: waited[0] };
    },
  },
  {
    id: 'setup',
    title: 'an organiser publishes an event (admin API)',
    async run(context) {
      const admin = client();
      const registered = await admin.request(`${context.instances.a.url}/admin/register-admin`, {
        method: 'POST',
        body: { firstname: 'Orga', lastname: 'Cluster', email: 'orga@example.test', password: 'Cluster-Admin-1' },
      });
      assert.ok([200, 201].includes(registered.status), JSON.stringify(registered.body));
      const token = registered.body.data.token;
      const date = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
      const created = await admin.request(`${context.instances.b.url}/content-manager/collection-types/api::event.event`, {
        method: 'POST',
        token,
        body: { Name: 'Lunch du cluster', Date: date, Address: 'Namur', Published: true },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      shared.event = created.body.data;
      shared.admin = { who: admin, token };
      return { event: shared.event.documentId };
    },
  },
  {
    id: 'registrations',
    title: '30 registrations and 30 sign-ups to one event at once across both instances',
    async run(context) {
      const members = await Promise.all(Array.from({ length: 30 }, () => register(context.lbUrl)));
      assert.deepEqual(byStatus(members.map((m) => m.res)), { 200: 30 });
      const signUps = await Promise.all(
        members.map((m) =>
          m.who.request(`${context.lbUrl}/api/events/${shared.event.documentId}/sign-up`, { method: 'POST', token: m.jwt }),
        ),
      );
      assert.deepEqual(byStatus(signUps), { 200: 30 });
      const [{ users }] = await query(context, 'SELECT count(*)::int AS users FROM up_users');
      const attendees = await query(
        context,
        `SELECT a.id, count(l.member_id)::int AS members FROM event_attendees a
           JOIN event_attendees_event_lnk e ON e.event_attendee_id = a.id
           JOIN events ev ON ev.id = e.event_id AND ev.document_id = $1
           LEFT JOIN event_attendees_members_lnk l ON l.event_attendee_id = a.id
         GROUP BY a.id`,
        [shared.event.documentId],
      );
      assert.equal(users, 30, 'every registration answered 200 is one user, none doubled');
      assert.equal(attendees.length, 1, 'one attendee record for the event');
      assert.equal(attendees[0].members, 30, 'the 30 members signed up, none lost');
      shared.members = members;
      return { registrations: 30, signUps: 30, users, attendeeRecords: attendees.length, attendees: attendees[0].members };
    },
  },
  {
    id: 'push',
    title: 'a seat freed on A pushes once, not twice; a reminder raced by both instances pushes once',
    async run(context) {
      const { a, b } = context.instances;
      const cm = `${b.url}/content-manager/collection-types/api::event.event`;
      const day = (offset) => new Date(Date.now() + offset * 86400000).toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });
      const create = async (data) => {
        const res = await shared.admin.who.request(cm, {
          method: 'POST',
          token: shared.admin.token,
          body: { Address: 'Namur', Published: true, StartingTime: '12:00:00.000', ...data },
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        return res.body.data;
      };
      const [holder, waiting] = [shared.members[0], shared.members[1]];
      const device = async (member) => {
        const id = `cluster-${unique()}`;
        const subscription = context.push.register(id, createSubscriptionKeys());
        const saved = await member.who.request(`${context.lbUrl}/api/push/subscription`, {
          method: 'POST',
          token: member.jwt,
          body: { data: { ...subscription, device: 'Chrome sur Android' } },
        });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        return id;
      };
      const phone = await device(waiting);
      const signUp = (url, member, eventId, method = 'POST') =>
        member.who.request(`${url}/api/events/${eventId}/sign-up`, { method, token: member.jwt });

      const full = await create({ Name: `Complet ${unique()}`, Date: day(20), Capacity: 1 });
      assert.equal((await signUp(a.url, holder, full.id)).body.data.status, 'registered');
      assert.equal((await signUp(b.url, waiting, full.id)).body.data.status, 'waitlisted');
      const freed = Date.now();
      assert.equal((await signUp(a.url, holder, full.id, 'DELETE')).body.data.status, 'left');
      const [seat] = await context.push.waitFor((p) => p.id === phone && p.status === 201, 10_000);
      const seatMs = seat.at - freed;
      await sleep(3_000);
      const seatPushes = context.push.received.filter((p) => p.id === phone && (p.payload ?? '').includes('Une place s'));
      assert.equal(seatPushes.length, 1, 'one push for the freed seat, not one per instance');

      // Tomorrow's event, its reminder due: both instances run the job every 2 s and race for it.
      const tomorrow = await create({ Name: `Demain ${unique()}`, Date: day(1), ReminderTime: '00:00:00.000' });
      assert.equal((await signUp(context.lbUrl, waiting, tomorrow.id)).status, 200);
      await context.push.waitFor((p) => p.id === phone && (p.payload ?? '').startsWith('{"title":"Rappel'), 15_000);
      await sleep(6_000);
      const reminders = context.push.received.filter((p) => p.id === phone && (p.payload ?? '').startsWith('{"title":"Rappel'));
      assert.equal(reminders.length, 1, 'one reminder push across both instances and three runs');
      return { seatFreedToPushMs: seatMs, seatPushes: seatPushes.length, reminderPushes: reminders.length };
    },
  },
  {
    id: 'feed',
    title: 'a write through A is in B’s changes feed within 1 s',
    async run(context) {
      const { a, b } = context.instances;
      const member = shared.members[0];
      const delays = [];
      for (let round = 0; round < 5; round += 1) {
        const before = await member.who.request(`${b.url}/api/directory/members/changes`);
        assert.equal(before.status, 200);
        const value = `Feed ${round} ${unique()}`;
        const written = await member.who.request(`${a.url}/api/members/${member.memberId}`, {
          method: 'PUT',
          token: member.jwt,
          body: { data: { Profession: value } },
        });
        assert.equal(written.status, 200, JSON.stringify(written.body));
        const writtenAt = Date.now();
        await waitFor(
          'the write in B’s feed',
          async () => {
            const res = await member.who.request(`${b.url}/api/directory/members/changes?since=${encodeURIComponent(before.body.cursor)}`);
            return res.body?.data?.some((row) => row.id === member.memberId && row.Profession === value);
          },
          1000,
          20,
        );
        delays.push(Date.now() - writtenAt);
      }
      return { rounds: delays.length, minMs: Math.min(...delays), maxMs: Math.max(...delays) };
    },
  },
  {
    id: 'pages',
    title: 'two Node servers behind the balancer: pages and sitemap follow an organiser’s changes on both',
    async run(context) {
      // Each instance's copy is at most its cache's age old, and what is not a 200 (a 404) is never kept.
      const { cacheSeconds, sitemapSeconds } = WEB_CACHES;
      const webs = await startWebServers(context);
      const visitor = client();
      const { who: admin, token } = shared.admin;
      const pagePath = `/event-detail/${shared.event.id}`;
      const loc = `${context.publicOrigin}${pagePath}`;
      const canonical = new RegExp(`<link[^>]*rel="canonical"[^>]*href="${loc}"|<link[^>]*href="${loc}"[^>]*rel="canonical"`);
      const page = (base) => visitor.request(`${base}${pagePath}`);
      const listed = async (base) => (await visitor.request(`${base}/sitemap.xml`)).body.includes(`<loc>${loc}</loc>`);
      const editEvent = async (data) => {
        const res = await admin.request(
          `${context.instances.a.url}/content-manager/collection-types/api::event.event/${shared.event.documentId}`,
          {
            method: 'PUT',
            token,
            body: data,
          },
        );
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return Date.now();
      };
      /** Polls each Node server until `check(base)` holds; the seconds each took. */
      const onEach = (what, check, withinSeconds) =>
        Promise.all(
          webs.map(async (web) => {
            const since = Date.now();
            await waitFor(`${what} on Node server ${web.name}`, () => check(web.url), withinSeconds * 1000, 100);
            return Number(((Date.now() - since) / 1000).toFixed(2));
          }),
        );

      // The same page from each instance and through the balancer, with the public origin's canonical URL.
      for (const base of [...webs.map((web) => web.url), context.webUrl]) {
        const res = await page(base);
        assert.equal(res.status, 200, `${base}${pagePath}: ${res.status}`);
        assert.ok(res.body.includes(shared.event.Name), `${base}: the event's name in the page`);
        assert.match(res.body, canonical);
      }
      const sitemaps = await Promise.all(webs.map((web) => visitor.request(`${web.url}/sitemap.xml`)));
      assert.ok(
        sitemaps.every((res) => res.status === 200 && res.body.includes(`<loc>${loc}</loc>`)),
        'the event in both sitemaps',
      );
      assert.equal(sitemaps[0].body, sitemaps[1].body, 'both instances write the same sitemap');

      // Renamed by an organiser (through Strapi A): every Node server shows the new name within its cache's age.
      const renamed = `${shared.event.Name} (nouvelle salle)`;
      await editEvent({ Name: renamed });
      const renameSeen = await onEach('the new name', async (base) => (await page(base)).body.includes(renamed), cacheSeconds + 2);
      shared.event.Name = renamed;

      // Unpublished: 404 everywhere within the page cache's age, gone from both sitemaps within the sitemap's.
      await editEvent({ Published: false });
      const draft404 = await onEach('404 for the unpublished event', async (base) => (await page(base)).status === 404, cacheSeconds + 2);
      const draftUnlisted = await onEach('the event out of the sitemap', async (base) => !(await listed(base)), sitemapSeconds + 2);
      const through = await page(context.webUrl);
      assert.equal(through.status, 404, 'the balancer too');
      assert.match(String(through.headers['cache-control']), /no-store/);

      // Published again: a 404 was never kept, so both instances show it at once (the sitemap within its age).
      await editEvent({ Published: true });
      const republished = await onEach('the page again', async (base) => (await page(base)).status === 200, 2);
      const relisted = await onEach('the event in the sitemap again', listed, sitemapSeconds + 2);
      visitor.close();
      return { cacheSeconds, sitemapSeconds, renameSeen, draft404, draftUnlisted, republished, relisted };
    },
  },
  {
    id: 'webSigterm',
    title: 'SIGTERM of a Node server under 10 clients: no failed page',
    async run(context) {
      const paths = ['/', '/events', '/members', `/event-detail/${shared.event.id}`, '/sitemap.xml'];
      const results = [];
      let running = true;
      const loops = Array.from({ length: 10 }, async (_, index) => {
        const visitor = client();
        for (let i = index; running; i += 1) results.push(await visitor.request(`${context.webUrl}${paths[i % paths.length]}`));
        visitor.close();
      });
      await startWebServers(context);
      await sleep(1500);
      const stoppedAt = Date.now();
      await context.webs.a.stop();
      const exitedAfter = (Date.now() - stoppedAt) / 1000;
      await sleep(3000);
      await context.startWeb('a', webEnv()).ready();
      await waitFor('HAProxy sees Node server a up again', async () => (await context.haproxy.states('pwa')).a === 'UP', 30_000);
      await sleep(1000);
      running = false;
      await Promise.all(loops);
      const failed = results.filter((res) => res.status !== 200);
      assert.deepEqual(
        failed.map(
          (res) => `${res.status} ${res.error ?? String(typeof res.body === 'string' ? res.body : JSON.stringify(res.body)).slice(0, 80)}`,
        ),
        [],
        'every page answered 200 while one Node server stopped and came back',
      );
      return { requests: results.length, byStatus: byStatus(results), exitedAfter };
    },
  },
  {
    id: 'uploadLimit',
    title: '60 photos to one company, 20 at a time across both instances: exactly 50 stored',
    async run(context) {
      const owner = shared.members[1];
      const company = await owner.who.request(`${context.lbUrl}/api/companies`, {
        method: 'POST',
        token: owner.jwt,
        body: { data: { Name: `Société ${unique()}`, Email: 'contact@societe.test', Phone: '010 11 22 33' } },
      });
      assert.equal(company.status, 201, JSON.stringify(company.body));
      const target = { ref: 'api::company.company', refId: company.body.data.id, field: 'Photos' };
      const answers = [];
      for (let wave = 0; wave < 3; wave += 1) {
        const batch = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            client().request(`${context.lbUrl}/api/upload`, {
              method: 'POST',
              token: owner.jwt,
              form: uploadForm([{ name: `p${wave}-${i}.png`, bytes: png(32, 32, wave * 20 + i) }], target),
            }),
          ),
        );
        answers.push(...batch);
      }
      const statuses = byStatus(answers);
      assert.equal(statuses[200] ?? statuses[201], 50, `50 accepted: ${JSON.stringify(statuses)}`);
      const [{ photos }] = await query(
        context,
        `SELECT count(*)::int AS photos FROM files_related_mph WHERE related_type = 'api::company.company' AND related_id = $1 AND field = 'Photos'`,
        [company.body.data.id],
      );
      assert.equal(photos, 50);
      return { uploads: answers.length, byStatus: statuses, stored: photos };
    },
  },
  {
    id: 'media',
    title: 'media only in the bucket, with their renditions, every URL fetchable',
    async run(context) {
      const member = shared.members[2];
      const res = await member.who.request(`${context.lbUrl}/api/upload`, {
        method: 'POST',
        token: member.jwt,
        form: uploadForm([{ name: 'portrait.png', bytes: png(1200, 900, 7) }], {
          ref: 'api::member.member',
          refId: member.memberId,
          field: 'BioImage',
        }),
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const file = res.body[0];
      const urls = [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];
      assert.equal(Object.keys(file.formats ?? {}).length, 4, `4 renditions: ${Object.keys(file.formats ?? {})}`);
      for (const url of urls) {
        assert.ok(url.startsWith(context.s3.env.S3_ENDPOINT), `${url} is in the bucket`);
        const got = await request(url);
        assert.equal(got.status, 200, url);
      }
      const onDisk = Object.values(context.instances).flatMap((instance) => fs.readdirSync(path.join(instance.publicDir, 'uploads')));
      assert.deepEqual(onDisk, [], 'nothing on the instances’ disks');
      const bucket = await bucketVsRows(context);
      assert.deepEqual(bucket.missing, [], 'every file row’s objects are in the bucket');
      return { urls: urls.length, fetched: urls.length, filesOnDisk: onDisk.length, bucketObjects: bucket.objects };
    },
  },
  {
    id: 'limitsShared',
    title: 'auth limits are shared by the instances (login pair, reset mails)',
    async run(context) {
      const { a, b } = context.instances;
      const victim = shared.members[3];
      const attacker = { 'x-forwarded-for': '10.30.0.1' };
      const login = (instance) =>
        request(`${instance.url}/api/auth/local`, {
          method: 'POST',
          headers: attacker,
          body: { identifier: victim.email, password: 'wrong-password' },
        });
      const first = [await login(a), await login(b), await login(a)].map((r) => r.status);
      assert.deepEqual(first, [400, 400, 400]);
      const fourth = await login(b);
      assert.equal(fourth.status, 429, 'B counts the failures made on A');
      assert.equal(fourth.headers['retry-after'], '1');
      await sleep(1100);
      assert.equal((await login(b)).status, 400); // the 4th failure: the pair now waits 2 s
      shared.loginPair = { login, fourthFailureAt: Date.now() };
      // Reset mails: 5 per address an hour, whichever instance sends them.
      const reset = (instance, i) =>
        request(`${instance.url}/api/auth/forgot-password`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.31.0.${i}` },
          body: { email: victim.email },
        });
      const resets = [];
      for (let i = 0; i < 6; i += 1) resets.push((await reset(i % 2 ? b : a, i + 1)).status);
      assert.deepEqual(resets, [200, 200, 200, 200, 200, 429]);
      shared.reset = reset;
      return { loginFailures: first.length + 2, loginAnswers: [...first, 429, 400], resetAnswers: resets };
    },
  },
  {
    id: 'sigterm',
    title: 'SIGTERM of A under load: readiness 503 first, in-flight requests finished, then the socket closes; 0 failed requests',
    async run(context) {
      const { a } = context.instances;
      const traffic = load(context, shared.members.slice(4, 14));
      await sleep(1500);
      const watch = watchInstance(a);
      const signalAt = Date.now();
      let downAt = null;
      const stateWatch = (async () => {
        while (!downAt && a.proc.exitCode === null) {
          const states = await context.haproxy.states();
          if (states.a && states.a.startsWith('DOWN')) downAt = Date.now();
          else await sleep(50);
        }
      })();
      a.kill('SIGTERM');
      const { code } = await a.exited;
      const exitAt = Date.now();
      await stateWatch;
      const seen = await watch.stop();
      await sleep(1000);
      const figures = await traffic.stop();
      const failed = traffic.results.filter((r) => r.status !== 200).length;
      assert.equal(code, 0, 'exit code 0');
      assert.ok(seen.ready503At, 'readiness answered 503 while draining');
      assert.ok(seen.refusedAt && seen.refusedAt > seen.ready503At, 'the socket closed after readiness said 503');
      assert.ok(downAt && downAt < seen.refusedAt, 'HAProxy took A out before its socket closed');
      assert.ok(!a.log().includes('still open after'), 'no request cut');
      assert.equal(failed, 0, `0 failed requests: ${JSON.stringify(figures.byStatus)}`);
      assert.equal(await lostWrites(context, traffic.writes), 0, 'no write answered 200 lost');
      const restarted = context.start('a');
      const readyAt = await restarted.ready();
      return {
        ...figures,
        failed,
        readiness503AfterMs: seen.ready503At - signalAt,
        haproxyDownAfterMs: downAt - signalAt,
        socketClosedAfterMs: seen.refusedAt - signalAt,
        exitedAfterMs: exitAt - signalAt,
        restartSeconds: (readyAt - restarted.startedAt) / 1000,
      };
    },
  },
  {
    id: 'limitsSurviveRestart',
    title: 'the login limits survive A’s restart and stay shared',
    async run(context) {
      const { a, b } = context.instances;
      const { login } = shared.loginPair;
      assert.equal((await login(a)).status, 400, 'the 5th failure, on the restarted A');
      const next = await login(b);
      assert.equal(next.status, 429);
      // 5 failures → 4 s (1 s after the 3rd, doubling): counted before and after the restart, on both instances.
      assert.equal(next.headers['retry-after'], '4');
      const reset = await shared.reset(a, 7);
      assert.equal(reset.status, 429, 'the reset-mail cap too');
      return { retryAfterSeconds: Number(next.headers['retry-after']), resetAfterRestart: reset.status };
    },
  },
  {
    id: 'sigkill',
    title: 'SIGKILL of B under load, uploads in flight: no write answered 200 lost; orphans swept',
    async run(context) {
      const { b } = context.instances;
      const traffic = load(context, shared.members.slice(4, 14));
      // Uploads going on meanwhile, some of them on B when it dies.
      let uploading = true;
      const uploads = [];
      const uploaders = shared.members.slice(14, 20).map(async (member, index) => {
        for (let i = 0; uploading; i += 1) {
          const res = await member.who.request(`${context.lbUrl}/api/upload`, {
            method: 'POST',
            token: member.jwt,
            form: uploadForm([{ name: `k${index}-${i}.png`, bytes: png(1000, 750, index * 10 + i) }], {
              ref: 'api::member.member',
              refId: member.memberId,
              field: 'BioImage',
            }),
          });
          uploads.push({ index, res });
        }
      });
      await sleep(2500);
      const killAt = Date.now();
      b.kill('SIGKILL');
      await b.exited;
      await sleep(1500);
      uploading = false;
      await Promise.all(uploaders);
      const figures = await traffic.stop();
      const afterKill = await bucketVsRows(context);
      const lost = await lostWrites(context, traffic.writes);
      // Every upload answered 201 has its row (and its objects: none missing). A member's new photo replaces and
      // deletes the one before (single-image field), so what must be stored is each uploader's last 201.
      const lastUploaded = new Map();
      for (const { index, res } of uploads) if (res.status === 201) lastUploaded.set(index, res.body[0].id);
      const uploaded = [...lastUploaded.values()];
      const rows = await query(context, 'SELECT id FROM files WHERE id = ANY($1)', [uploaded]);
      assert.equal(rows.length, uploaded.length, 'every upload answered 201 is stored');
      assert.equal(lost, 0, 'no write answered 200 lost');
      assert.deepEqual(afterKill.missing, [], 'no row points to a missing object');
      const restart = context.start('b');

      // The sweep (every 2 s, objects older than 6 s): a planted orphan (a crash between the objects and the
      // row, made certain) is kept while young, then deleted with whatever the kill left.
      const planted = `orphan-${unique()}_cluster.png`;
      await context.s3.put(planted, png(8, 8));
      const plantedAt = Date.now();
      await sleep(3000);
      assert.ok((await context.s3.keys()).includes(planted), 'a young object (an upload in progress) is kept');
      const swept = await waitFor(
        'the orphans swept',
        async () => {
          const state = await bucketVsRows(context);
          return state.orphans.length === 0 ? state : null;
        },
        15_000,
        500,
      );
      const sweptAfterMs = Date.now() - plantedAt;
      assert.deepEqual(swept.missing, [], 'the sweep deleted no referenced object');
      const readyAt = await restart.ready();
      return {
        ...figures,
        failed: traffic.results.filter((r) => r.status !== 200).length,
        lostWrites: lost,
        uploads: uploads.length,
        uploadsByStatus: byStatus(uploads.map(({ res }) => res)),
        failures: [...traffic.results, ...uploads.map(({ res }) => res)]
          .filter((r) => r.status !== 200 && r.status !== 201)
          .map((r) => `${r.status} ${r.error ?? ''}`),
        orphansLeftByTheKill: afterKill.orphans.length,
        orphanSweptAfterMs: sweptAfterMs,
        bucketObjectsAfterSweep: swept.objects,
        restartSeconds: (readyAt - restart.startedAt) / 1000,
        killedAt: new Date(killAt).toISOString(),
      };
    },
  },
  {
    id: 'databaseRestart',
    title: 'PostgreSQL restarted for 5 s under load: 503 with Retry-After (never 500), outage ≤ the database’s + 2 s',
    async run(context) {
      await waitFor(
        'HAProxy sees both instances up',
        async () => Object.values(await context.haproxy.states()).filter((s) => s === 'UP').length === 2,
        30_000,
      );
      const traffic = load(context, shared.members.slice(4, 14));
      await sleep(1500);
      const { stoppedAt, startedAt } = await context.pg.restart(5000);
      await sleep(3000);
      const figures = await traffic.stop();
      const failures = traffic.results.filter((r) => r.status !== 200);
      // Answers per second around the restart (t = 0: PostgreSQL stopped), for the report.
      const timeline = {};
      for (const r of traffic.results) {
        const second = Math.floor((r.at - stoppedAt) / 1000);
        timeline[second] = { ...timeline[second], [r.status]: (timeline[second]?.[r.status] ?? 0) + 1 };
      }
      context.log(
        `answers per second from the stop (t=0), database back at t=${((startedAt - stoppedAt) / 1000).toFixed(1)}: ${JSON.stringify(timeline)}`,
      );
      const serverErrors = failures.filter((r) => r.status !== 503);
      const withoutRetryAfter = failures.filter((r) => r.status === 503 && !r.headers['retry-after']);
      const outage = failures.length ? (Math.max(...failures.map((r) => r.at + r.ms)) - Math.min(...failures.map((r) => r.at))) / 1000 : 0;
      const databaseDown = (startedAt - stoppedAt) / 1000;
      const firstOkAfterStart = traffic.results.filter((r) => r.status === 200 && r.at >= startedAt).sort((x, y) => x.at - y.at)[0];
      assert.deepEqual(
        serverErrors.map((r) => `${r.status} ${r.error ?? JSON.stringify(r.body)?.slice(0, 200)}`),
        [],
        `no answer but 200 and 503: ${JSON.stringify(figures.byStatus)}`,
      );
      assert.equal(withoutRetryAfter.length, 0, 'every 503 has Retry-After');
      assert.ok(outage <= databaseDown + 2, `outage ${outage} s ≤ ${databaseDown} + 2 s`);
      assert.equal(await lostWrites(context, traffic.writes), 0, 'no write answered 200 lost');
      assert.ok(context.instances.a.proc.exitCode === null && context.instances.b.proc.exitCode === null, 'both instances still running');
      return {
        ...figures,
        databaseDownSeconds: databaseDown,
        clientOutageSeconds: outage,
        firstSuccessAfterDatabaseMs: firstOkAfterStart ? firstOkAfterStart.at + firstOkAfterStart.ms - startedAt : null,
      };
    },
  },
];
