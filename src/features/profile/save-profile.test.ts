import { describe, expect, it, vi } from 'vitest';
import type { Member } from '@/api/types';
import { singleImageFrom } from '@/components/forms/image-files';
import { saveProfile, type ProfileSaveApi } from './save-profile';
import { profileValuesFrom } from './schema';

const member: Member = {
  id: 7,
  name: 'Jean Dupont',
  email: 'jean@exemple.be',
  phone: '+32 470 00 00 00',
  profile: 'Member',
  profession: '',
  aboutMe: '',
  city: '',
  country: '',
  linkedinUrl: '',
  presentationUrl: '',
  languages: '',
  photo: null,
  sectors: [{ id: 1, name: 'Bois' }],
  skills: [],
  companies: [],
};
const session = {
  user: { id: 3, username: 'jean-1a2b3c4d', name: 'Jean Dupont', email: 'jean@exemple.be', memberId: 7 },
  token: 'old-token',
};
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

function setup(overrides: Partial<ProfileSaveApi> = {}) {
  const calls: string[] = [];
  const api: ProfileSaveApi = {
    createTaxon: vi.fn(async (kind, name) => {
      calls.push(`taxon:${kind}:${name}`);
      return { id: 50, name };
    }),
    updateAccount: vi.fn(async (changes) => {
      calls.push(`account:${Object.keys(changes).sort().join(',')}`);
      return { user: { ...session.user, email: changes.email ?? session.user.email }, token: 'new-token' };
    }),
    updateMember: vi.fn(async (id, input) => {
      calls.push(`member:${id}:${input.sectorIds.join(',')}`);
    }),
    uploadImage: vi.fn(async (target, f) => {
      calls.push(`upload:${target.kind}:${f.name}`);
      return null;
    }),
    deleteFile: vi.fn(async (id) => {
      calls.push(`delete:${id}`);
    }),
    fetchMember: vi.fn(async () => member),
    getSession: () => session,
    saveSession: vi.fn(),
    ...overrides,
  };
  return { api, calls };
}

describe('saveProfile', () => {
  it('saves in order: new tags, the member, the photo — the account untouched when the e-mail and password are', async () => {
    const { api, calls } = setup();
    const values = {
      ...profileValuesFrom(member),
      sectors: [
        { id: 1, name: 'Bois' },
        { id: null, name: 'Horlogerie' },
      ],
    };
    const saved = await saveProfile(
      { id: 7, values, photo: { ...singleImageFrom(null), file: file('moi.png') }, knownSectors: member.sectors, knownSkills: [] },
      api,
    );
    expect(calls).toEqual(['taxon:sectors:Horlogerie', 'member:7:1,50', 'upload:member-photo:moi.png']);
    expect(saved).toBe(member);
    expect(api.saveSession).not.toHaveBeenCalled();
  });

  it("a new name becomes the session's name (the header shows it at once); another member's save leaves the session alone", async () => {
    const renamed = { ...member, name: 'Jean Dupont-Lemaire' };
    const { api } = setup({ fetchMember: vi.fn(async () => renamed) });
    await saveProfile({ id: 7, values: profileValuesFrom(renamed), photo: singleImageFrom(null), knownSectors: [], knownSkills: [] }, api);
    expect(api.saveSession).toHaveBeenCalledWith({ ...session.user, name: 'Jean Dupont-Lemaire' }, 'old-token');

    const other = setup({ fetchMember: vi.fn(async () => ({ ...renamed, id: 8 })) });
    await saveProfile(
      { id: 8, values: profileValuesFrom(renamed), photo: singleImageFrom(null), knownSectors: [], knownSkills: [] },
      other.api,
    );
    expect(other.api.saveSession).not.toHaveBeenCalled();
  });

  it('a new e-mail or password goes to the account first, with the current password, and the new token is kept', async () => {
    const { api, calls } = setup();
    const values = { ...profileValuesFrom(member), email: 'neuf@exemple.be', password: 'nouveau-secret', currentPassword: 'ancien-secret' };
    await saveProfile({ id: 7, values, photo: singleImageFrom(null), knownSectors: member.sectors, knownSkills: [] }, api);
    expect(calls).toEqual(['account:currentPassword,email,password', 'member:7:1']);
    expect(api.updateAccount).toHaveBeenCalledWith({
      email: 'neuf@exemple.be',
      password: 'nouveau-secret',
      currentPassword: 'ancien-secret',
    });
    expect(api.saveSession).toHaveBeenCalledWith(expect.objectContaining({ email: 'neuf@exemple.be', memberId: 7 }), 'new-token');
  });

  it('a refused account change stops the save before the member is touched', async () => {
    const { api, calls } = setup({ updateAccount: vi.fn(async () => Promise.reject(new Error('refused'))) });
    const values = { ...profileValuesFrom(member), email: 'neuf@exemple.be' };
    await expect(
      saveProfile({ id: 7, values, photo: singleImageFrom(null), knownSectors: member.sectors, knownSkills: [] }, api),
    ).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    expect(api.updateMember).not.toHaveBeenCalled();
  });

  it('a removed photo is deleted', async () => {
    const { api, calls } = setup();
    const saved = { id: 44, url: '/uploads/44.png', width: 1, height: 1, alt: null, variants: [] };
    await saveProfile(
      {
        id: 7,
        values: profileValuesFrom(member),
        photo: { ...singleImageFrom(saved), remove: true },
        knownSectors: member.sectors,
        knownSkills: [],
      },
      api,
    );
    expect(calls).toEqual(['member:7:1', 'delete:44']);
  });
});
