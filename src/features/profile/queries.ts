import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchMember } from '@/api/members';
import { updateMember } from '@/api/profile';
import { deleteAccount, fetchAccountExport, updateAccount } from '@/api/account';
import { fetchReminderPreference, saveReminderPreference } from '@/api/reminders';
import { createTaxon } from '@/api/taxonomies-write';
import { deleteUploadedFile, uploadImage } from '@/api/uploads';
import { clearSession, getSession, saveSession } from '@/session/session';
import type { Member } from '@/api/types';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { memberKeys } from '@/features/members/queries';
import { companyKeys } from '@/features/companies/queries';
import { eventKeys } from '@/features/events/queries';
import { taxonomyKeys } from '@/features/taxonomies/queries';
import { saveProfile, type ProfileSaveApi, type SaveProfileInput } from './save-profile';
import { profileKeys } from './profile-query';

/** Which event mails the member receives: reminders, change notices (private, asked fresh). */
export const reminderPreferenceQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.reminders(), queryFn: fetchReminderPreference, staleTime: 0 });

/** Turns one kind of event mail on or off; the answer is both settings as now saved. */
export function useReminderPreferenceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderPreference,
    onSuccess: (on) => queryClient.setQueryData(profileKeys.reminders(), on),
  });
}

const saveApi: ProfileSaveApi = {
  createTaxon,
  updateAccount,
  updateMember,
  uploadImage,
  deleteFile: deleteUploadedFile,
  fetchMember,
  getSession,
  saveSession,
};

export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Fails at once offline (never queued): the form says why and keeps what was typed.
    networkMode: 'always',
    mutationFn: (input: SaveProfileInput) => saveProfile(input, saveApi),
    onSuccess: (member) => {
      // The member's page shows the saved profile at once, online or not.
      queryClient.setQueryData(memberKeys.detail(member.id), member);
      queryClient.setQueryData<Member[]>(memberKeys.list(), (list) => list?.map((entry) => (entry.id === member.id ? member : entry)));
      queryClient.setQueryData(profileKeys.edit(member.id), member);
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
      // Pages that show this member inside something else (companies, events) refresh when next shown.
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    // A later step may have failed after an earlier one was saved: show what the server has now.
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.edit(id) });
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
    },
  });
}

/** 'Télécharger mes données': the export, as a file the page hands to the browser's download. */
export function useAccountExportMutation() {
  return useMutation({ networkMode: 'always', mutationFn: fetchAccountExport });
}

/** 'Supprimer mon compte': once the server confirms, the session ends and the user's private data leaves memory. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: () => {
      // The same as a logout (features/auth/logout.ts): the viewer change refetches the directories anonymously.
      clearSession();
      queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
