// Event sign-up: one idempotent call; concurrent sign-ups lose nobody and make one attendee record.
import { describe, expect, it } from 'vitest';
import { api, attendeesOf, fixtureEvent, registerMember } from './support/api';

async function registerMany(n: number) {
  const members = [];
  // A few at a time: registrations are serialised server-side anyway.
  for (let i = 0; i < n; i += 10) members.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => registerMember()))));
  return members;
}

describe('POST /api/events/:id/sign-up', () => {
  it('20 members signing up at once are all listed, in exactly one attendee record', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    const before = (await attendeesOf(event.id))[0]?.members.length ?? 0;
    const members = await registerMany(20);
    const results = await Promise.all(members.map((m) => api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.body.data.status === 'registered')).toBe(true);

    const records = await attendeesOf(event.id);
    expect(records).toHaveLength(1);
    const ids = records[0].members.map((m) => m.id);
    expect(ids).toHaveLength(before + 20);
    expect(ids).toEqual(expect.arrayContaining(members.map((m) => m.memberId)));
  });

  it('50 members at once, then each again: already-registered, nobody twice', async () => {
    const event = await fixtureEvent('Journée à Liège');
    const before = (await attendeesOf(event.id))[0]?.members.length ?? 0;
    const members = await registerMany(50);
    const first = await Promise.all(members.map((m) => api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })));
    expect(first.filter((r) => r.status === 200 && r.body.data.status === 'registered')).toHaveLength(50);
    const again = await Promise.all(members.map((m) => api(`/api/events/${event.documentId}/sign-up`, { method: 'POST', token: m.jwt })));
    expect(again.filter((r) => r.status === 200 && r.body.data.status === 'already-registered')).toHaveLength(50);

    const records = await attendeesOf(event.id);
    expect(records).toHaveLength(1);
    const ids = records[0].members.map((m) => m.id);
    expect(ids).toHaveLength(before + 50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the same member 10 times at once is listed once', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    const member = await registerMember();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.status === 'registered')).toHaveLength(1);
    expect(results.filter((r) => r.body.data.status === 'already-registered')).toHaveLength(9);
    const records = await attendeesOf(event.id);
    expect(records).toHaveLength(1);
    expect(records[0].members.filter((m) => m.id === member.memberId)).toHaveLength(1);

    const second = await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt });
    expect(second).toMatchObject({ status: 200, body: { data: { status: 'already-registered' } } });
  });

  it('needs a logged-in member and an existing event', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    const before = (await attendeesOf(event.id))[0].members.length;
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST' })).status).toBe(403);
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: 'not-a-jwt' })).status).toBe(401);
    const member = await registerMember();
    expect((await api('/api/events/987654321/sign-up', { method: 'POST', token: member.jwt })).status).toBe(404);
    expect((await attendeesOf(event.id))[0].members).toHaveLength(before);
  });

  it('a past event refuses sign-ups (and leaving) in French, and its attendees stay as they were', async () => {
    const event = await fixtureEvent('Lunch passé');
    const before = (await attendeesOf(event.id))[0]?.members.length ?? 0;
    const member = await registerMember();
    for (const method of ['POST', 'DELETE']) {
      const res = await api(`/api/events/${event.id}/sign-up`, { method, token: member.jwt });
      expect(res.status, method).toBe(400);
      expect(res.body.error.message).toBe('Cet événement est terminé : les inscriptions sont closes.');
    }
    expect((await attendeesOf(event.id))[0]?.members.length ?? 0).toBe(before);
  });
});

describe('DELETE /api/events/:id/sign-up', () => {
  it('takes the caller off the attendees, only the caller, and says so once (idempotent)', async () => {
    const event = await fixtureEvent('Journée à Liège');
    const [leaving, staying] = [await registerMember(), await registerMember()];
    for (const m of [leaving, staying])
      expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: m.jwt })).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(`/api/events/${event.id}/sign-up`, { method: 'DELETE', token: leaving.jwt })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.status === 'left')).toHaveLength(1);
    expect(results.filter((r) => r.body.data.status === 'not-registered')).toHaveLength(4);
    const ids = (await attendeesOf(event.id))[0].members.map((m) => m.id);
    expect(ids).not.toContain(leaving.memberId);
    expect(ids).toContain(staying.memberId);
    // Signing up again works.
    expect((await api(`/api/events/${event.documentId}/sign-up`, { method: 'POST', token: leaving.jwt })).body.data.status).toBe(
      'registered',
    );
  });

  it('needs a logged-in member and an existing event', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'DELETE' })).status).toBe(403);
    const member = await registerMember();
    expect((await api('/api/events/987654321/sign-up', { method: 'DELETE', token: member.jwt })).status).toBe(404);
  });
});
