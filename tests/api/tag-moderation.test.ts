// Moderation of the members' free tags (issue 28): a new tag is saved on the member's profile or company at
// once, but offered in everyone's filters only once an organiser accepted it; organisers merge a tag into
// another from the back-office, and the phones' directory sync hears of every member and company it moved.
import { describe, expect, it } from 'vitest';
import { adminToken, api, createCompany, getCompany, getMember, organiserToken, registerMember, unique } from './support/api';
import { changes, settledCursor } from './support/directory';

type Tag = { id: number; documentId: string; Name: string };

const createTag = async (plural: string, jwt: string, name: string) => {
  const res = await api(`/api/${plural}`, { method: 'POST', token: jwt, body: { data: { Name: name } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Tag;
};
/** The public list the PWA's filters and tag pickers read (every page). */
const publicNames = async (plural: string) =>
  ((await api(`/api/${plural}?fields[0]=Name&pagination[pageSize]=100&sort=Name:asc`)).body.data as Tag[]).map((tag) => tag.Name);

const accept = async (uid: string, documentId: string) => {
  const res = await api(`/content-manager/collection-types/${uid}/${documentId}`, {
    method: 'PUT',
    token: await organiserToken(),
    body: { Accepted: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('tag moderation', () => {
  it('saves a member’s new tag on their profile at once, but lists it for everyone only once accepted', async () => {
    const member = await registerMember();
    const name = `Permaculture ${unique()}`;
    const tag = await createTag('skills', member.jwt, name);
    const saved = await api(`/api/members/${member.memberId}`, { method: 'PUT', token: member.jwt, body: { data: { skills: [tag.id] } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await getMember(member.memberId)).skills.map((s: Tag) => s.Name)).toContain(name);
    expect(await publicNames('skills')).not.toContain(name);
    // Another member typing it (any case) gets the same entry, still pending.
    const again = await api('/api/skills', {
      method: 'POST',
      token: (await registerMember()).jwt,
      body: { data: { Name: name.toUpperCase() } },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(tag.id);
    expect(await publicNames('skills')).not.toContain(name);
    // Even when asked for explicitly.
    const asked = await api(`/api/skills?filters[Accepted][$eq]=false&filters[Name][$eq]=${encodeURIComponent(name)}`);
    expect(asked.body.data).toEqual([]);

    await accept('api::skill.skill', tag.documentId);
    expect(await publicNames('skills')).toContain(name);
  });

  it('offers at once the tags organisers create in the back-office', async () => {
    const created = await api('/content-manager/collection-types/api::service.service', {
      method: 'POST',
      token: await organiserToken(),
      body: { Name: `Conseil ${unique()}` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await publicNames('services')).toContain(created.body.data.Name);
  });

  it('merges a tag into another: relations move, the source goes, the changes feed lists who moved', async () => {
    const owner = await registerMember();
    const other = await registerMember();
    const target = await createTag('sectors', owner.jwt, `Recrutement ${unique()}`);
    await accept('api::sector.sector', target.documentId);
    const source = await createTag('sectors', other.jwt, `recr ${unique()}`);
    // One member carries only the typo, one both; a company carries the typo.
    for (const [member, sectors] of [
      [owner, [target.id, source.id]],
      [other, [source.id]],
    ] as const) {
      const res = await api(`/api/members/${member.memberId}`, { method: 'PUT', token: member.jwt, body: { data: { sectors } } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const company = await createCompany(other, { sectors: [source.id] });
    const untouched = await registerMember();
    const membersCursor = await settledCursor('members');
    const companiesCursor = await settledCursor('companies');

    const path = `/club/tags/sector/${source.documentId}/merge`;
    expect((await api(path, { method: 'POST', token: other.jwt, body: { target: target.documentId } })).status).toBe(401);
    expect((await api(path, { method: 'POST', body: { target: target.documentId } })).status).toBe(401);
    const self = await api(path, { method: 'POST', token: await organiserToken(), body: { target: source.documentId } });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('Un tag ne peut pas être fusionné avec lui-même.');
    const missing = await api(path, { method: 'POST', token: await organiserToken(), body: {} });
    expect(missing.status).toBe(400);

    const merged = await api(path, { method: 'POST', token: await organiserToken(), body: { target: target.documentId } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.members.sort()).toEqual([owner.memberId, other.memberId].sort());
    expect(merged.body.data.companies).toEqual([company.id]);

    expect((await api(`/api/sectors/${source.id}`)).status).toBe(404);
    expect((await getMember(owner.memberId)).sectors.map((s: Tag) => s.id)).toEqual([target.id]);
    expect((await getMember(other.memberId)).sectors.map((s: Tag) => s.id)).toEqual([target.id]);
    expect((await getCompany(company.id)).sectors.map((s: Tag) => s.id)).toEqual([target.id]);
    // A second merge of the gone source: 404, in French.
    const gone = await api(path, { method: 'POST', token: await adminToken(), body: { target: target.documentId } });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Ce tag n’existe plus : recharge la page.');

    // The phones' sync: the moved members and company come back changed, the others do not.
    const memberRows = (await changes('members', membersCursor)).data;
    const movedMembers = memberRows.map((row) => row.id);
    expect(movedMembers).toEqual(expect.arrayContaining([owner.memberId, other.memberId]));
    expect(movedMembers).not.toContain(untouched.memberId);
    expect(JSON.stringify(memberRows.find((row) => row.id === other.memberId))).toContain(target.Name);
    expect(JSON.stringify(memberRows)).not.toContain(source.Name);
    expect((await changes('companies', companiesCursor)).data.map((row) => row.id)).toContain(company.id);
  });
});
