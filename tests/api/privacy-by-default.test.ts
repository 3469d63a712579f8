// Privacy by default (issue 25, finding 8; GDPR art. 25): a new member's phone and e-mail are for signed-in
// members only until the member chooses otherwise.
import { describe, expect, it } from 'vitest';
import { api, registerMember } from './support/api';

describe('a new member’s contact details', () => {
  it('are not public: anonymous callers get neither phone nor e-mail, signed-in members get both', async () => {
    const member = await registerMember({ phone: '+32 471 98 76 54' });
    const other = await registerMember();
    for (const url of [`/api/members/${member.memberId}`, `/api/members?filters[id][$eq]=${member.memberId}`]) {
      const anonymous = await api(url);
      expect(anonymous.status).toBe(200);
      expect(JSON.stringify(anonymous.body), url).not.toContain('471 98 76 54');
      expect(JSON.stringify(anonymous.body), url).not.toContain(member.email);
      const signedIn = JSON.stringify((await api(url, { token: other.jwt })).body);
      expect(signedIn, url).toContain('471 98 76 54');
      expect(signedIn, url).toContain(member.email);
    }
    const own = await api(`/api/members/${member.memberId}`, { token: member.jwt });
    expect(own.body.data).toMatchObject({ PhoneVisibility: 'members', EmailVisibility: 'members' });
  });
});
