import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCompany, updateCompany } from '@/api/companies-write';
import { fetchCompany } from '@/api/companies';
import { createTaxon } from '@/api/taxonomies-write';
import { deleteUploadedFile, uploadImage } from '@/api/uploads';
import type { Company } from '@/api/types';
import { companyKeys } from '@/features/companies/queries';
import { memberKeys } from '@/features/members/queries';
import { taxonomyKeys } from '@/features/taxonomies/queries';
import { saveCompany, type CompanySaveInput, type CompanySaveListener } from './save-company';
import { byName } from '@/lib/sort';
import { companyEditKeys } from './editable-company';

const api = { createTaxon, createCompany, updateCompany, uploadImage, deleteFile: deleteUploadedFile };

export function useSaveCompanyMutation() {
  const queryClient = useQueryClient();

  /** The public copies (directory, detail, members' companies) show the saved company. */
  const refreshPublicCopies = async (id: number) => {
    try {
      const company = await fetchCompany(id);
      queryClient.setQueryData(companyKeys.detail(id), company);
      queryClient.setQueryData<Company[]>(companyKeys.list(), (list) => {
        if (!list) return list;
        const others = list.filter((entry) => entry.id !== id);
        return [...others, company].sort(byName);
      });
    } catch (error) {
      console.warn('[company-edit] refresh after save failed', error);
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    }
    void queryClient.invalidateQueries({ queryKey: memberKeys.all, refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
    void queryClient.invalidateQueries({ queryKey: companyEditKeys.edit(id) });
  };

  return useMutation({
    // Fails at once offline (never queued): the form says why and keeps what was typed.
    networkMode: 'always',
    mutationFn: ({ input, listener }: { input: CompanySaveInput; listener: CompanySaveListener }) => saveCompany(input, api, listener),
    onSuccess: (id) => refreshPublicCopies(id),
    onError: (error) => {
      const id = (error as { companyId?: number | null }).companyId;
      if (id) void refreshPublicCopies(id);
    },
  });
}
