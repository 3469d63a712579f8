import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchCurrentUser,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  type AuthResult,
  type RegistrationInput,
} from '@/api/auth';
import { saveSession } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { memberKeys } from '@/features/members/queries';

/** Stores the session; asks for the member id when the login answer lacks it (spec §4). */
async function startSession({ token, user }: AuthResult) {
  saveSession(user, token);
  if (user.memberId === null) {
    const withMember = await fetchCurrentUser();
    saveSession(withMember, token);
    return withMember;
  }
  return user;
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => startSession(await login(email, password)),
    // Whatever a previous user left in memory is not this user's.
    onSuccess: () => queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] }),
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) => startSession(await register(input)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
      // The new member appears in the public directory.
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email) });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: ({ code, password }: { code: string; password: string }) => resetPassword(code, password),
  });
}
