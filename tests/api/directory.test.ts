// The directories for the PWA: one page searched on the server exactly as on the device, and the sync by
// deltas (created, updated, deleted, hidden) from a cursor. Runs on SQLite and on PostgreSQL (test:api:pg).
import { describe, expect, it } from 'vitest';
import {
  CHANGES_STREAM_TYPE,
  decodeColumns,
  DIRECTORY_COLUMNS_QUERY,
  withIncludedCards,
  type ColumnsAnswer,
  type DirectoryKind,
  type IncludedCards,
} from '@club/contract';
import { adminDelete, api, baseUrl, createCompany, fixtureEvent, registerMember, unique, type TestMember } from './support/api';
import { changes, settledCursor, type Row } from './support/directory';

const updateMember = async (member: TestMember, data: Record<string, unknown>) => {
  const res = await api(`/api/members/${member.memberId}`, { method: 'PUT', token: member.jwt, body: { data } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const page = (kind: string, query: string, token?: string) =>
  api<{ data: Row[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } }>(
    `/api/directory/${kind}?${query}`,
    { token },
  );

const names = (rows: Row[]) => rows.map((row) => row.Name);

describe('GET /api/directory/:kind — one page, searched as on the device', () => {
  it('finds accents and case alike, in the name, the profession, the city and the companies’ names', async () => {
    const tag = unique();
    const helene = await registerMember({ name: `Hélène Dürr ${tag}` });
    await updateMember(helene, { Profession: `Ébéniste ${tag}`, City: 'Liège' });
    const company = await createCompany(helene, { Name: `Société Œuvre ${tag}` });
    expect(company.id).toBeGreaterThan(0);

    for (const q of [`helene durr ${tag}`, `HÉLÈNE DÜRR ${tag}`, `ebeniste ${tag}`, `œuvre ${tag}`]) {
      const res = await page('members', `q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(names(res.body.data), q).toEqual([helene.name]);
    }
    // The city (docs/deviations.md), with the tag in the name.
    const liege = await page('members', `q=liege&pageSize=100`);
    expect(liege.body.data.some((row) => row.id === helene.memberId)).toBe(true);
    // Companies: the name or the about text.
    const companies = await page('companies', `q=${encodeURIComponent(`ŒUVRE ${tag}`)}`);
    expect(names(companies.body.data)).toEqual([company.Name]);
    // Private columns never leave the server.
    const text = JSON.stringify(liege.body);
    for (const key of ['SearchText', 'SortKey', 'HiddenFromDirectory', 'PhoneVisibility', 'documentId'])
      expect(text).not.toContain(`"${key}"`);
  });

  it('a member’s languages (a contract field): saved from the profile, public on its page, searched, synced', async () => {
    const tag = unique();
    const member = await registerMember({ name: `Lieve ${tag}` });
    const members = await settledCursor('members');
    await updateMember(member, { Languages: 'Néerlandais, français' });

    const anonymousPage = await api<{ data: Row }>(`/api/members/${member.memberId}?fields[0]=Name&fields[1]=Languages`);
    expect(anonymousPage.body.data.Languages).toBe('Néerlandais, français');
    const found = await page('members', `q=${encodeURIComponent(`neerlandais`)}&pageSize=100`);
    expect(found.body.data.find((row) => row.id === member.memberId)?.Languages).toBe('Néerlandais, français');
    const synced = await changes('members', members);
    expect(synced.data.find((row) => row.id === member.memberId)?.Languages).toBe('Néerlandais, français');
    // The schema's limit, checked on receipt like every text field.
    const tooLong = await api(`/api/members/${member.memberId}`, {
      method: 'PUT',
      token: member.jwt,
      body: { data: { Languages: 'x'.repeat(121) } },
    });
    expect(tooLong.status).toBe(400);
  });

  it('filters by sector, sorts by name as the device does, and paginates by nine', async () => {
    const tag = unique();
    const first = await registerMember({ name: `Zoé ${tag} 00` });
    const sector = await api('/api/sectors', { method: 'POST', token: first.jwt, body: { data: { Name: `Secteur ${tag}` } } });
    expect(sector.status).toBe(201);
    const members = [first];
    // Names in an order a naive sort gets wrong: accents and case.
    for (const name of ['élodie', 'Emile', 'eric', 'Ève', 'Aline', 'aurélie', 'Bruno', 'Çédric', 'Charles', 'Zacharie']) {
      members.push(await registerMember({ name: `${name} ${tag}` }));
    }
    for (const member of members.slice(0, 4)) await updateMember(member, { sectors: [sector.body.data.id] });

    const one = await page('members', `q=${tag}`);
    const two = await page('members', `q=${tag}&page=2`);
    expect(one.body.meta.pagination).toEqual({ page: 1, pageSize: 9, pageCount: 2, total: 11 });
    expect(one.body.data).toHaveLength(9);
    expect(two.body.data).toHaveLength(2);
    const normalized = (value: string) =>
      value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const expected = members
      .map((m) => m.name)
      .sort((a, b) => (normalized(a) < normalized(b) ? -1 : normalized(a) > normalized(b) ? 1 : 0));
    expect([...names(one.body.data), ...names(two.body.data)]).toEqual(expected);

    const bySector = await page('members', `q=${tag}&sector=${sector.body.data.id}`);
    expect(new Set(names(bySector.body.data))).toEqual(new Set(members.slice(0, 4).map((m) => m.name)));
  });

  it('never lists a hidden member to others, but its owner still finds itself', async () => {
    const tag = unique();
    const hidden = await registerMember({ name: `Caché ${tag}` });
    await updateMember(hidden, { HiddenFromDirectory: true });
    const other = await registerMember();
    expect((await page('members', `q=${tag}`)).body.data).toEqual([]);
    expect((await page('members', `q=${tag}`, other.jwt)).body.data).toEqual([]);
    expect(names((await page('members', `q=${tag}`, hidden.jwt)).body.data)).toEqual([hidden.name]);
  });

  it('draws a sample at random from the whole directory, never a hidden member', async () => {
    const tag = unique();
    const hidden = await registerMember({ name: `Caché ${tag}` });
    await updateMember(hidden, { HiddenFromDirectory: true });
    const shown = [];
    for (let i = 0; i < 12; i += 1) shown.push(await registerMember({ name: `Tirage ${tag} ${String(i).padStart(2, '0')}` }));

    const seen = new Set<number>();
    for (let round = 0; round < 15; round += 1) {
      const res = await page('members', `q=${tag}&sample=8`);
      expect(res.status).toBe(200);
      const ids = res.body.data.map((row) => row.id);
      expect(new Set(ids).size).toBe(8);
      expect(ids).not.toContain(hidden.memberId);
      expect(res.body.meta.pagination.total).toBe(12);
      ids.forEach((id) => seen.add(id));
    }
    // The first page by name would always be the same eight: a draw from all twelve reaches the others.
    expect(seen.size).toBeGreaterThan(8);
    // Rows as on a page: the same public shape, private columns left out.
    expect(JSON.stringify((await page('members', `q=${tag}&sample=1`)).body)).not.toContain('"SearchText"');
  });

  it('shows contacts as their owners chose', async () => {
    const tag = unique();
    const member = await registerMember({ name: `Contact ${tag}` });
    await updateMember(member, { PhoneVisibility: 'members', EmailVisibility: 'nobody' });
    const viewer = await registerMember();
    const anonymous = (await page('members', `q=${tag}`)).body.data[0];
    const signedIn = (await page('members', `q=${tag}`, viewer.jwt)).body.data[0];
    expect(anonymous).not.toHaveProperty('Phone');
    expect(anonymous).not.toHaveProperty('Email');
    expect(signedIn.Phone).toBe(member.phone);
    expect(signedIn).not.toHaveProperty('Email');
  });

  it('lists today’s and later events, searched in the name or the description', async () => {
    const all = await page('events', 'pageSize=100');
    const list = names(all.body.data);
    expect(list).toContain('Fixture – Lunch à Namur');
    expect(list).not.toContain('Fixture – Lunch passé');
    expect(names((await page('events', 'q=journee a liege')).body.data)).toEqual(['Fixture – Journée à Liège']);
  });

  it('refuses bad parameters with a French 400, an unknown directory with a 404', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'sector=-1', `q=${'x'.repeat(201)}`, 'q[$ne]=1', 'sample=0', 'sample=49']) {
      const res = await page('members', query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message, query).toMatch(/paramètre|recherche/);
    }
    expect((await api('/api/directory/users')).status).toBe(404);
    expect((await api('/api/directory/members/changes?since=yesterday')).status).toBe(400);
  });
});

describe('GET /api/directory/:kind/changes — the sync by deltas', () => {
  it('answers nothing when nothing changed', async () => {
    const cursor = await settledCursor('members');
    const again = await changes('members', cursor);
    expect(again.data).toEqual([]);
    expect(again.removed).toEqual([]);
  });

  it('sends a member created or updated since, and the rows that show it (its company)', async () => {
    const member = await registerMember();
    const company = await createCompany(member);
    const members = await settledCursor('members');
    const companies = await settledCursor('companies');

    const created = await registerMember();
    await updateMember(member, { Profession: 'Boulanger' });
    const memberChanges = await changes('members', members);
    expect(memberChanges.data.map((row) => row.id)).toEqual(expect.arrayContaining([member.memberId, created.memberId]));
    expect(memberChanges.data.find((row) => row.id === member.memberId)?.Profession).toBe('Boulanger');
    // The company's row shows its members' professions: it changed too.
    const companyChanges = await changes('companies', companies);
    const row = companyChanges.data.find((r) => r.id === company.id) as { members: Array<{ id: number; Profession: string }> } | undefined;
    expect(row?.members.find((m) => m.id === member.memberId)?.Profession).toBe('Boulanger');
  });

  it('sends the members of a renamed company (their rows show its name)', async () => {
    const member = await registerMember();
    const company = await createCompany(member);
    const cursor = await settledCursor('members');
    const res = await api(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: member.jwt,
      body: { data: { Name: `Renommée ${unique()}` } },
    });
    expect(res.status).toBe(200);
    const delta = await changes('members', cursor);
    const row = delta.data.find((r) => r.id === member.memberId) as { companies: Array<{ Name: string }> } | undefined;
    expect(row?.companies.map((c) => c.Name)).toEqual([res.body.data.Name]);
  });

  it('names a member’s companies only: their cards are the companies directory’s; the member’s page has them', async () => {
    const before = await settledCursor('members');
    const member = await registerMember();
    const company = await createCompany(member, { About: `Menuiserie ${unique()}` });
    const delta = await changes('members', before);
    const row = delta.data.find((r) => r.id === member.memberId) as { companies: Array<Record<string, unknown>> } | undefined;
    expect(row?.companies).toEqual([{ id: company.id, Name: company.Name }]);
    const res = await api(`/api/companies/${company.id}`, { method: 'PUT', token: member.jwt, body: { data: { About: 'Ébénisterie' } } });
    expect(res.status).toBe(200);
    // The member's own page still shows the cards.
    const page = await api(`/api/members/${member.memberId}?populate[companies][fields][0]=About`);
    expect(page.body.data.companies[0].About).toBe('Ébénisterie');
  });

  it('lists a deleted record as removed (a tombstone)', async () => {
    const member = await registerMember();
    const company = await createCompany(member);
    const cursor = await settledCursor('companies');
    await adminDelete('api::company.company', company.documentId);
    const delta = await changes('companies', cursor);
    expect(delta.removed.map((r) => r.id)).toContain(company.id);
    expect(delta.data.map((r) => r.id)).not.toContain(company.id);
    // And the member's row no longer lists it.
    const members = await changes('members', cursor);
    const row = members.data.find((r) => r.id === member.memberId) as { companies: unknown[] } | undefined;
    expect(row?.companies).toEqual([]);
  });

  it('lists a member who hides from the directory as removed for everyone else, and drops it from its companies', async () => {
    const member = await registerMember();
    const company = await createCompany(member);
    const viewer = await registerMember();
    const cursor = await settledCursor('members');
    await updateMember(member, { HiddenFromDirectory: true });
    for (const token of [undefined, viewer.jwt]) {
      const delta = await changes('members', cursor, token);
      expect(delta.removed.map((r) => r.id)).toContain(member.memberId);
      expect(delta.data.map((r) => r.id)).not.toContain(member.memberId);
      const companies = await changes('companies', cursor, token);
      const row = companies.data.find((r) => r.id === company.id) as { members: Array<{ id: number }> } | undefined;
      expect(row?.members.map((m) => m.id)).toEqual([]);
    }
    // The owner keeps its own row.
    const own = await changes('members', cursor, member.jwt);
    expect(own.data.map((r) => r.id)).toContain(member.memberId);
  });

  it('sends an event whose attendees changed', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    const member = await registerMember();
    const cursor = await settledCursor('events');
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);
    const delta = await changes('events', cursor);
    const row = delta.data.find((r) => r.id === event.id) as { event_attendee: { members: Array<{ id: number }> } } | undefined;
    expect(row?.event_attendee.members.map((m) => m.id)).toContain(member.memberId);
  });

  it('a full download has every row once, in cursor order, and ends with a cursor', async () => {
    const all = await changes('members');
    const ids = all.data.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.cursor).toMatch(/^\d+\.\d+\.[\w-]{22}$/);
    const count = await page('members', 'pageSize=1');
    expect(ids.length).toBe(count.body.meta.pagination.total);
  });

  it('answers a cursor it did not sign (made up, or saved before cursors were signed) as a fresh download: no removal is learnt', async () => {
    const member = await registerMember();
    const cursor = await settledCursor('members');
    await updateMember(member, { HiddenFromDirectory: true });
    // The signed cursor learns the removal (it may hold the member); the same point unsigned, or with another
    // signature, learns nothing and is told to start again.
    expect((await changes('members', cursor)).removed.map((r) => r.id)).toContain(member.memberId);
    const point = cursor.split('.').slice(0, 2).join('.');
    for (const forged of [point, `${point}.${'A'.repeat(22)}`]) {
      const answer = await changes('members', forged);
      expect(answer.reset).toBe(true);
      expect(answer.removed).toEqual([]);
      expect(answer.data.map((r) => r.id)).not.toContain(member.memberId);
    }
  });

  it('asks a device whose copy is older than the tombstones’ retention to download again', async () => {
    const old = await changes('members', '1.0');
    expect(old.reset).toBe(true);
    expect(old.removed).toEqual([]);
    expect(old.data.length).toBeGreaterThan(0);
  });
});

describe('member cards sent once per answer (cards=included)', () => {
  type Answer = { data: Row[]; included?: IncludedCards; more: boolean; cursor: string };
  const both = async (kind: DirectoryKind, path: string, token?: string) => {
    const join = path.includes('?') ? '&' : '?';
    const inline = await api<Answer>(`/api/directory/${kind}${path}`, { token });
    const included = await api<Answer>(`/api/directory/${kind}${path}${join}cards=included`, { token });
    expect(inline.status).toBe(200);
    expect(included.status).toBe(200);
    return { inline: inline.body, included: included.body };
  };

  it('an event’s attendees travel as ids with each card once, the same rows once put back together', async () => {
    const event = await fixtureEvent('Lunch à Namur');
    const [ann, bob] = [await registerMember(), await registerMember()];
    const company = await createCompany(ann);
    for (const member of [ann, bob]) {
      expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);
    }
    const { inline, included } = await both('events', '/changes');
    const row = included.data.find((r) => r.id === event.id) as unknown as { event_attendee: { members: Array<Record<string, unknown>> } };
    // On the wire: the ids only, and each card once in `included` (a member attending twice is still one card).
    expect(row.event_attendee.members.map((card) => card.id)).toEqual(expect.arrayContaining([ann.memberId, bob.memberId]));
    expect(row.event_attendee.members.every((card) => Object.keys(card).join() === 'id')).toBe(true);
    const cardIds = included.included!.members!.map((card) => card.id);
    expect(new Set(cardIds).size).toBe(cardIds.length);
    expect(cardIds).toEqual(expect.arrayContaining([ann.memberId, bob.memberId]));
    const annCard = included.included!.members!.find((card) => card.id === ann.memberId)!;
    expect((annCard.companies as Array<{ Name: string }>).map((c) => c.Name)).toEqual([company.Name]);
    // Put back together, the answer is the one a PWA from before gets, row for row.
    expect(withIncludedCards('events', included.data, included.included)).toEqual(inline.data);
    expect(JSON.stringify(included)).not.toMatch(/"(Email|Phone|HiddenFromDirectory|PhoneVisibility|EmailVisibility)"/);
  });

  it('a company’s members too; a member hidden from the directory is neither a card nor an id, but to themself', async () => {
    const [hidden, viewer] = [await registerMember(), await registerMember()];
    const company = await createCompany(hidden);
    await updateMember(hidden, { HiddenFromDirectory: true });
    for (const token of [undefined, viewer.jwt, hidden.jwt]) {
      const { inline, included } = await both('companies', '/changes', token);
      expect(withIncludedCards('companies', included.data, included.included)).toEqual(inline.data);
      const row = included.data.find((r) => r.id === company.id) as unknown as { members: Array<{ id: number }> };
      const seesHidden = token === hidden.jwt;
      expect(row.members.map((m) => m.id)).toEqual(seesHidden ? [hidden.memberId] : []);
      expect(included.included!.members!.some((card) => card.id === hidden.memberId)).toBe(seesHidden);
    }
  });

  it('a phone’s sync (cards=directory) gets the ids alone, no card: its members directory has them; hidden ids stay out', async () => {
    const [hidden, seen] = [await registerMember(), await registerMember()];
    const event = await fixtureEvent('Lunch à Namur');
    for (const member of [hidden, seen]) {
      expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: member.jwt })).status).toBe(200);
    }
    await updateMember(hidden, { HiddenFromDirectory: true });
    for (const token of [undefined, hidden.jwt]) {
      const { included } = await both('events', '/changes', token);
      const phone = await api<Answer>('/api/directory/events/changes?cards=directory', { token });
      expect(phone.status).toBe(200);
      expect(phone.body.included).toBeUndefined();
      const row = phone.body.data.find((r) => r.id === event.id) as unknown as {
        event_attendee: { members: Array<Record<string, unknown>> };
      };
      const ids = row.event_attendee.members.map((card) => card.id);
      expect(row.event_attendee.members.every((card) => Object.keys(card).join() === 'id')).toBe(true);
      // The same ids as the cards the other shape includes: a hidden member's only to themself.
      const withCards = included.data.find((r) => r.id === event.id) as unknown as { event_attendee: { members: Array<{ id: number }> } };
      expect(ids).toEqual(withCards.event_attendee.members.map((card) => card.id));
      expect(ids.includes(seen.memberId)).toBe(true);
      expect(ids.includes(hidden.memberId)).toBe(token === hidden.jwt);
      // Fewer bytes than the cards (the point of it).
      expect(JSON.stringify(phone.body).length).toBeLessThan(JSON.stringify(included).length);
    }
  });

  it('one page of a directory and a sample carry them the same way', async () => {
    for (const path of ['?pageSize=20', '?sample=8']) {
      const { inline, included } = await both('companies', path);
      if (path.startsWith('?pageSize')) expect(withIncludedCards('companies', included.data, included.included)).toEqual(inline.data);
      else
        expect(included.data.every((row) => (row.members as Array<{ id: number }>).every((m) => Object.keys(m).join() === 'id'))).toBe(
          true,
        );
    }
    // Members have no cards of other members: nothing to include.
    expect((await both('members', '/changes')).included.included).toBeUndefined();
  });
});

describe('a phone’s feed: every page in one streamed answer, in columns (shape=columns)', () => {
  type Paged = { data: Row[]; more: boolean; cursor: string };
  /** The streamed answer's lines, as the phone reads them. */
  const streamed = async (kind: DirectoryKind, token?: string, since?: string) => {
    const res = await fetch(
      `${baseUrl()}/api/directory/${kind}/changes?${new URLSearchParams({ ...(since && { since }), ...DIRECTORY_COLUMNS_QUERY })}`,
      {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
    );
    const text = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      text,
      lines: text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ColumnsAnswer),
    };
  };
  const byId = (cards: Array<{ id: number }>) => [...cards].sort((a, b) => a.id - b.id);
  const inIdOrder = (row: Row) => {
    const attendance = row.event_attendee as { members: Array<{ id: number }> } | null | undefined;
    return {
      ...row,
      ...(Array.isArray(row.members) && { members: byId(row.members as Array<{ id: number }>) }),
      ...(attendance && { event_attendee: { ...attendance, members: byId(attendance.members) } }),
    };
  };
  /** Every page of the feed in rows, member cards by id (cards=directory), as before the columns. */
  const paged = async (kind: DirectoryKind, token?: string) => {
    const rows: Row[] = [];
    let pages = 0;
    for (let cursor = '', more = true; more; pages += 1) {
      const res = await api<Paged>(`/api/directory/${kind}/changes?cards=directory${cursor ? `&since=${cursor}` : ''}`, { token });
      expect(res.status).toBe(200);
      rows.push(...res.body.data);
      ({ cursor, more } = res.body);
    }
    return Object.assign(rows, { pages });
  };

  it('decodes into the very rows of the paged feed, the sort key computed as the server does, for each viewer', async () => {
    const [member, attendee] = [await registerMember(), await registerMember()];
    const company = await createCompany(member);
    const event = await fixtureEvent('Lunch à Namur');
    expect((await api(`/api/events/${event.id}/sign-up`, { method: 'POST', token: attendee.jwt })).status).toBe(200);
    for (const token of [undefined, member.jwt]) {
      for (const kind of ['members', 'companies', 'events'] as const) {
        const answer = await streamed(kind, token);
        expect(answer.status).toBe(200);
        expect(answer.type).toContain(CHANGES_STREAM_TYPE);
        expect(answer.lines.at(-1)!.more).toBe(false);
        const decoded = answer.lines.flatMap((line) => decodeColumns(kind, line));
        const rows = await paged(kind, token);
        // One line per page of the paged feed (pages of 50 here: global-setup.ts).
        expect(answer.lines).toHaveLength(rows.pages);
        // Member cards come back in ascending ids (the phone orders them by name).
        expect(decoded).toEqual(rows.map((row) => inIdOrder({ ...row, sortKey: row.sortKey ?? '' })));
        // The server's own columns never; to a visitor, no member's contact or privacy setting either.
        const privateFields = token || kind === 'companies' ? '' : 'Email|Phone|PhoneVisibility|EmailVisibility|HiddenFromDirectory|';
        expect(answer.text).not.toMatch(new RegExp(`"(${privateFields}SearchText|SortKey|ShareKey)"`));
      }
      const companies = (await streamed('companies', token)).lines.flatMap((line) => decodeColumns('companies', line));
      expect(companies.find((row) => row.id === company.id)?.members).toEqual([{ id: member.memberId }]);
      const events = (await streamed('events', token)).lines.flatMap((line) => decodeColumns('events', line));
      expect((events.find((row) => row.id === event.id)?.event_attendee as { members: unknown[] }).members).toContainEqual({
        id: attendee.memberId,
      });
    }
  });

  it('is smaller than the same rows with their keys', async () => {
    const answer = await streamed('members');
    const rows = await paged('members');
    expect(answer.text.length).toBeLessThan(JSON.stringify(rows).length * 0.8);
  });

  it('answers one empty line when nothing changed since the cursor, and a French 400 for a cursor it cannot read', async () => {
    const cursor = await settledCursor('members');
    const again = await streamed('members', undefined, cursor);
    expect(again.status).toBe(200);
    expect(again.lines).toEqual([{ columns: { id: [] }, removed: [], cursor, more: false }]);
    const bad = await streamed('members', undefined, 'pas-un-curseur');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('curseur de synchronisation');
  });
});
