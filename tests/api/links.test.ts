// Links typed in a profile or a company (LinkedIn, website, presentation video) are http(s) only:
// javascript:, data: and other schemes are refused (400, French message) and nothing is saved.
import { describe, expect, it } from 'vitest';
import { api, createCompany, getCompany, getMember, registerMember } from './support/api';

const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://exemple.be/x',
  'https://exemple.be/un lien avec espaces',
  'https://',
  'http://exemple.be/\u0000',
];
const ACCEPTED = ['https://www.linkedin.com/in/jeanne', 'http://exemple.be', 'www.exemple.be/page', 'https://youtu.be/dQw4w9WgXcQ', ''];

describe('links are http(s) only', () => {
  it('member: LinkedinProfileURL and MemberPresentationURL', async () => {
    const owner = await registerMember();
    for (const field of ['LinkedinProfileURL', 'MemberPresentationURL']) {
      for (const value of REFUSED) {
        const res = await api(`/api/members/${owner.memberId}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: value } } });
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.body.error.message).toMatch(/http|interdit/);
      }
      expect((await getMember(owner.memberId))[field]).toBeNull();
      for (const value of ACCEPTED) {
        const res = await api(`/api/members/${owner.memberId}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: value } } });
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(200);
      }
    }
  });

  it('company: Website, CompanyLinkedin, CompanyVideoPresentation (create and update)', async () => {
    const owner = await registerMember();
    const company = await createCompany(owner);
    for (const field of ['Website', 'CompanyLinkedin', 'CompanyVideoPresentation']) {
      for (const value of REFUSED) {
        const update = await api(`/api/companies/${company.id}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: value } } });
        expect(update.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        const create = await api('/api/companies', {
          method: 'POST',
          token: owner.jwt,
          body: { data: { Name: 'Piège', Email: 'p@x.be', Phone: '010', [field]: value } },
        });
        expect(create.status, `create ${field}=${JSON.stringify(value)}`).toBe(400);
      }
      expect((await getCompany(company.id))[field]).toBeNull();
      for (const value of ACCEPTED) {
        const res = await api(`/api/companies/${company.id}`, { method: 'PUT', token: owner.jwt, body: { data: { [field]: value } } });
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(200);
      }
    }
    expect((await api('/api/companies?filters[Name][$eq]=Pi%C3%A8ge')).body.data).toEqual([]);
  });
});
