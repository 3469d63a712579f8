import { describe, expect, it } from 'vitest';
import { accountChanges, needsCurrentPassword, privacyToSave, profileSchema, profileValuesFrom } from './schema';

const member = {
  id: 3,
  name: 'Jean Dupont',
  email: 'jean@exemple.be',
  phone: '0470 12 34 56',
  profile: 'Member',
  profession: '',
  aboutMe: '',
  city: 'Namur',
  country: 'Belgique',
  linkedinUrl: '',
  presentationUrl: '',
  languages: '',
  photo: null,
  sectors: [{ id: 1, name: 'Informatique' }],
  skills: [],
  companies: [],
};

function fieldMessages(values: unknown) {
  const result = profileSchema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('profile schema', () => {
  it('accepts a member as loaded, with tags as { id, name }', () => {
    const values = profileValuesFrom(member);
    expect(values.sectors).toEqual([{ id: 1, name: 'Informatique' }]);
    expect(profileSchema.safeParse(values).success).toBe(true);
  });

  it("gives the spec's messages for the required fields", () => {
    const values = { ...profileValuesFrom(member), name: ' ', email: '', phone: '' };
    expect(fieldMessages(values)).toEqual({
      name: 'ce champs est obligatoire',
      email: 'ce champs est obligatoire',
      phone: 'ce champs est obligatoire',
    });
    expect(fieldMessages({ ...profileValuesFrom(member), email: 'jean@exemple' })).toEqual({ email: 'Entrez une adresse mail valide' });
  });

  it('accepts typed tags without id and an empty password', () => {
    const values = { ...profileValuesFrom(member), skills: [{ id: null, name: 'Vente' }], password: '' };
    expect(profileSchema.safeParse(values).success).toBe(true);
  });
});

describe('accountChanges', () => {
  it('changes nothing when the e-mail is the same (any case) and no password is set', () => {
    expect(accountChanges({ email: ' Jean@Exemple.be ', password: '' }, 'jean@exemple.be')).toEqual({});
  });
  it('sends the e-mail only when changed and the password only when set', () => {
    expect(accountChanges({ email: 'neuf@exemple.be', password: '' }, 'jean@exemple.be')).toEqual({ email: 'neuf@exemple.be' });
    expect(accountChanges({ email: 'jean@exemple.be', password: 'secret1' }, 'jean@exemple.be')).toEqual({ password: 'secret1' });
  });
  it('asks for the current password exactly when the e-mail or the password changes', () => {
    expect(needsCurrentPassword({ email: ' Jean@Exemple.be ', password: '' }, 'jean@exemple.be')).toBe(false);
    expect(needsCurrentPassword({ email: 'neuf@exemple.be', password: '' }, 'jean@exemple.be')).toBe(true);
    expect(needsCurrentPassword({ email: 'jean@exemple.be', password: 'nouveau-secret' }, 'jean@exemple.be')).toBe(true);
  });
});

describe('privacy settings in the profile form', () => {
  it('start from the member’s own settings, or the default (signed-in members only, listed)', () => {
    expect(profileValuesFrom(member)).toMatchObject({
      phoneVisibility: 'members',
      emailVisibility: 'members',
      hiddenFromDirectory: false,
    });
    const own = { ...member, privacy: { phone: 'members' as const, email: 'nobody' as const, hiddenFromDirectory: true } };
    expect(profileValuesFrom(own)).toMatchObject({ phoneVisibility: 'members', emailVisibility: 'nobody', hiddenFromDirectory: true });
    expect(profileSchema.safeParse({ ...profileValuesFrom(own), phoneVisibility: 'all' }).success).toBe(false);
  });

  it('are saved only when loaded from the server or changed, so an unloaded form never resets them', () => {
    const values = { phoneVisibility: 'nobody' as const, emailVisibility: 'members' as const, hiddenFromDirectory: true };
    expect(privacyToSave(values, false, false)).toBeUndefined();
    expect(privacyToSave(values, true, false)).toEqual({ phone: 'nobody', email: 'members', hiddenFromDirectory: true });
    expect(privacyToSave(values, false, true)).toEqual({ phone: 'nobody', email: 'members', hiddenFromDirectory: true });
  });
});
