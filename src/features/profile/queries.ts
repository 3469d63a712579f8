import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchMember } from '@/api/members';
import { updateMember } from '@/api/profile';
import { updateAccount } from '@/api/account';
import { createTaxon } from '@/api/taxonomies-write';
import { deleteUploadedFile, uploadImage } from '@/api/uploads';
import { getSession, saveSession } from '@/session/session';
import type { Member, MemberPrivacy, Taxon } from '@/api/types';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { memberKeys } from '@/features/members/queries';
import type { SingleImageState } from '@/components/forms/image-files';
import { resolveTagIds } from '@/lib/tags';
import { accountChanges, type ProfileValues } from './schema';

export const profileKeys = {
  edit: (id: number) => [PRIVATE_QUERY_ROOT, 'profile', id] as const,
};

/**
 * The member being edited, fresh from the API (private: never persisted). It starts from the public
 * copy when there is one, so the form shows at once (and offline), and refreshes right away.
 */
export const profileQueryOptions = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: profileKeys.edit(id),
    queryFn: () => fetchMember(id),
    staleTime: 0,
    initialData: () =>
      queryClient.getQueryData<Member>(memberKeys.detail(id)) ??
      queryClient.getQueryData<Member[]>(memberKeys.list())?.find((member) => member.id === id),
    initialDataUpdatedAt: 0,
  });

export interface SaveProfileInput {
  id: number;
  values: ProfileValues;
  photo: SingleImageState;
  knownSectors: Taxon[];
  knownSkills: Taxon[];
  /** The privacy settings to save (undefined: leave them as they are, see privacyToSave). */
  privacy?: MemberPrivacy;
}

/** The whole save, in an order that leaves nothing half-linked: tags, account, member, photo. */
async function saveProfile({ id, values, photo, knownSectors, knownSkills, privacy }: SaveProfileInput): Promise<Member> {
  const sectorIds = await resolveTagIds(values.sectors, knownSectors, (name) => createTaxon('sectors', name));
  const skillIds = await resolveTagIds(values.skills, knownSkills, (name) => createTaxon('skills', name));

  const session = getSession();
  const changes = accountChanges(values, session.user?.email ?? '');
  if (Object.keys(changes).length > 0) {
    // The change revokes the session's token: the answer brings the new one.
    const { user, token } = await updateAccount({ ...changes, currentPassword: values.currentPassword });
    const newToken = token ?? session.token;
    if (newToken) saveSession({ ...user, memberId: user.memberId ?? id }, newToken);
  }

  await updateMember(id, { ...values, sectorIds, skillIds, privacy });

  if (photo.file) await uploadImage({ kind: 'member', id, field: 'BioImage' }, photo.file);
  else if (photo.remove && photo.saved) await deleteUploadedFile(photo.saved.id);

  return fetchMember(id);
}

export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Fails at once offline (never queued): the form says why and keeps what was typed.
    networkMode: 'always',
    mutationFn: saveProfile,
    onSuccess: (member) => {
      // The member's page shows the saved profile at once, online or not.
      queryClient.setQueryData(memberKeys.detail(member.id), member);
      queryClient.setQueryData<Member[]>(memberKeys.list(), (list) =>
        list?.map((entry) => (entry.id === member.id ? member : entry)),
      );
      queryClient.setQueryData(profileKeys.edit(member.id), member);
      void queryClient.invalidateQueries({ queryKey: ['taxonomies'] });
      // Pages that show this member inside something else (companies, events) refresh when next shown.
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      void queryClient.invalidateQueries({ queryKey: ['events'] });
    },
    // A later step may have failed after an earlier one was saved: show what the server has now.
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.edit(id) });
      void queryClient.invalidateQueries({ queryKey: ['taxonomies'] });
    },
  });
}
