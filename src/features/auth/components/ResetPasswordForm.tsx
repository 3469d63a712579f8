import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { OfflineNotice } from '@/components/forms/OfflineNotice';
import { useOnline } from '@/offline/use-online';
import { notify } from '@/app/toasts';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { useResetPasswordMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthCard } from './AuthCard';

const t = authTexts.reset;

/** The page the reset e-mail links to: /change-password/{code}. */
export function ResetPasswordForm({ code }: { code: string }) {
  const online = useOnline();
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { code, password },
      {
        onSuccess: () => {
          notify.success(t.done);
          void navigate({ to: '/login' });
        },
        onError: () => notify.error(t.failed),
      },
    ),
  );

  return (
    <AuthCard title={t.title}>
      <form onSubmit={onSubmit} noValidate aria-label={t.title}>
        <Stack gap="5">
          <OfflineNotice reason={t.offline} />
          <FormField label={t.password} error={formState.errors.password?.message} required>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="red" bg="brand.accent" loading={mutation.isPending} disabled={!online}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
