// An event prepared in the back-office: created by an organiser as a draft ('Publié' unticked) with its
// programme inside it, invisible to the site and closed to sign-ups until published; the programme's order
// is the organiser's; older databases are migrated on start (separate plan records → the programme).
import { describe, expect, it } from 'vitest';
import { api, fixtureEvent, organiserToken, PNG, registerMember, unique } from './support/api';
import { changes, settledCursor } from './support/directory';
import { addDays, clubToday } from '@club/contract';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const inTwoWeeks = () => addDays(clubToday(), 14);

type Item = { id?: number; Title: string; StartingTime?: string | null };

async function createDraft(token: string, name: string) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token,
    body: {
      Name: name,
      Date: inTwoWeeks(),
      StartingTime: '18:00:00.000',
      Address: 'Rue de Fer 1, 5000 Namur',
      Programme: [
        { Title: 'Accueil', StartingTime: '18:00:00.000' },
        { Title: 'Conférence', StartingTime: '18:30:00.000' },
        { Title: 'Réseautage', StartingTime: '19:30:00.000' },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Published: boolean | null; Programme: Item[] };
}

const update = async (token: string, documentId: string, data: Record<string, unknown>) => {
  const res = await api(`${CM_EVENTS}/${documentId}`, { method: 'PUT', token, body: data });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { Programme: Item[] };
};

const publicProgramme = async (id: number) => {
  const res = await api(`/api/events/${id}?populate[Programme][fields][0]=Title`);
  return { status: res.status, titles: (res.body?.data?.Programme ?? []).map((item: Item) => item.Title) as string[] };
};

describe('an event prepared in the back-office', () => {
  it('stays off the site while a draft, then appears with its programme in the organiser’s order once published', async () => {
    const token = await organiserToken();
    const name = `Soirée ${unique()}`;
    const draft = await createDraft(token, name);
    expect(draft.Published).toBe(false);
    const cursor = await settledCursor('events');

    // A draft: no detail, in no list, in no directory page or delta, and no sign-up.
    expect((await publicProgramme(draft.id)).status).toBe(404);
    expect((await api(`/api/events/${draft.documentId}`)).status).toBe(404);
    const listed = await api(`/api/events?filters[Name][$eq]=${encodeURIComponent(name)}`);
    expect(listed.body.data).toEqual([]);
    // Asking for drafts explicitly changes nothing.
    expect((await api(`/api/events?filters[Published][$eq]=false&filters[Name][$eq]=${encodeURIComponent(name)}`)).body.data).toEqual([]);
    const page = await api(`/api/directory/events?q=${encodeURIComponent(name)}`);
    expect(page.body.data).toEqual([]);
    expect((await changes('events')).data.map((row) => row.id)).not.toContain(draft.id);
    const member = await registerMember();
    const signUp = await api(`/api/events/${draft.id}/sign-up`, { method: 'POST', token: member.jwt });
    expect(signUp.status).toBe(404);
    expect(signUp.body.error.message).toBe('Événement introuvable');

    // Reordered (the last item dragged to the top; items keep their ids) and published.
    const [welcome, talk, networking] = draft.Programme;
    const saved = await update(token, draft.documentId, { Published: true, Programme: [networking, welcome, talk] });
    expect(saved.Programme.map((item) => item.id)).toEqual([networking.id, welcome.id, talk.id]);

    expect(await publicProgramme(draft.id)).toEqual({ status: 200, titles: ['Réseautage', 'Accueil', 'Conférence'] });
    const delta = await changes('events', cursor);
    const row = delta.data.find((entry) => entry.id === draft.id);
    expect((row?.Programme as Item[]).map((item) => item.Title)).toEqual(['Réseautage', 'Accueil', 'Conférence']);
    expect((await api(`/api/directory/events?q=${encodeURIComponent(name)}`)).body.data.map((entry: { id: number }) => entry.id)).toEqual([
      draft.id,
    ]);
    expect((await api(`/api/events/${draft.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);

    // Back to draft: the phones drop it at their next sync, and its attendee list is no longer public.
    const published = await settledCursor('events');
    await update(token, draft.documentId, { Published: false });
    const after = await changes('events', published);
    expect(after.removed.map((removal) => removal.id)).toContain(draft.id);
    expect(after.data.map((entry) => entry.id)).not.toContain(draft.id);
    expect((await publicProgramme(draft.id)).status).toBe(404);
    const attendees = await api(`/api/event-attendees?filters[event][id][$eq]=${draft.id}&populate=event`);
    expect(attendees.body.data).toEqual([]);
  });

  it('moved the programme of an older database into its events, in the old Order, and kept them published', async () => {
    // The fixtures are written in the old shape (plan records inserted out of order, no 'Publié' value).
    const event = await fixtureEvent('Lunch à Namur');
    expect(await publicProgramme(event.id)).toEqual({ status: 200, titles: ['Accueil', 'Repas'] });
    // The old records are gone (copied once, never twice), and no route serves them any more.
    expect((await api('/api/event-plans')).status).toBe(404);
  });

  it('holds its own photos, uploaded by the organiser, shown with the published event', async () => {
    const token = await organiserToken();
    const draft = await createDraft(token, `Photos ${unique()}`);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'soiree.png');
    const uploaded = await api('/upload', { method: 'POST', token, form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const fileId = (uploaded.body as Array<{ id: number }>)[0].id;
    await update(token, draft.documentId, { Published: true, Photos: [fileId] });
    const res = await api(`/api/events/${draft.id}?populate[Photos][fields][0]=url`);
    expect(res.status).toBe(200);
    expect(res.body.data.Photos.map((photo: { id: number }) => photo.id)).toEqual([fileId]);
  });
});
