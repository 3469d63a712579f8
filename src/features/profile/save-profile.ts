import type { AccountChanges, AccountUpdate } from '@/api/account';
import type { MemberInput } from '@/api/profile';
import type { TaxonomyKind } from '@/api/taxonomies';
import type { Media, Member, MemberPrivacy, Taxon } from '@/api/types';
import type { UploadTarget } from '@/api/uploads';
import type { SingleImageState } from '@/components/forms/image-files';
import { resolveTagIds } from '@/lib/tags';
import type { SessionUser } from '@/session/session';
import { accountChanges, type ProfileValues } from './schema';

/** The server calls and the session a save needs (injected, so the order and the failures can be tested). */
export interface ProfileSaveApi {
  createTaxon: (kind: TaxonomyKind, name: string) => Promise<Taxon>;
  updateAccount: (changes: AccountChanges) => Promise<AccountUpdate>;
  updateMember: (id: number, input: MemberInput) => Promise<void>;
  uploadImage: (target: UploadTarget, file: File) => Promise<Media | null>;
  deleteFile: (id: number) => Promise<void>;
  fetchMember: (id: number) => Promise<Member>;
  getSession: () => { user: SessionUser | null; token: string | null };
  saveSession: (user: SessionUser, token: string) => void;
}

export interface SaveProfileInput {
  id: number;
  values: ProfileValues;
  photo: SingleImageState;
  knownSectors: Taxon[];
  knownSkills: Taxon[];
  /** The privacy settings to save (undefined: leave them as they are, see privacyToSave). */
  privacy?: MemberPrivacy;
}

/**
 * The whole save, in an order that leaves nothing half-linked: new tags, the account (e-mail, password:
 * only when changed, with the current password; the answer's new token replaces the revoked one), the
 * member, the photo. Answers the member as the server now has it.
 */
export async function saveProfile(
  { id, values, photo, knownSectors, knownSkills, privacy }: SaveProfileInput,
  api: ProfileSaveApi,
): Promise<Member> {
  const sectorIds = await resolveTagIds(values.sectors, knownSectors, (name) => api.createTaxon('sectors', name));
  const skillIds = await resolveTagIds(values.skills, knownSkills, (name) => api.createTaxon('skills', name));

  const session = api.getSession();
  const changes = accountChanges(values, session.user?.email ?? '');
  if (Object.keys(changes).length > 0) {
    const { user, token } = await api.updateAccount({ ...changes, currentPassword: values.currentPassword });
    const newToken = token ?? session.token;
    if (newToken) api.saveSession({ ...user, memberId: user.memberId ?? id }, newToken);
  }

  await api.updateMember(id, { ...values, sectorIds, skillIds, privacy });

  if (photo.file) await api.uploadImage({ kind: 'member-photo', memberId: id }, photo.file);
  else if (photo.remove && photo.saved) await api.deleteFile(photo.saved.id);

  const saved = await api.fetchMember(id);
  // The header's avatar and greeting read the session's name: a renamed member sees the new one at once.
  const { user, token } = api.getSession();
  if (user && token && user.memberId === id && user.name !== saved.name) api.saveSession({ ...user, name: saved.name }, token);
  return saved;
}
