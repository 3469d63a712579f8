import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { notify } from '@/lib/toasts';
import type { ResetPasswordValues } from '../schemas';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useResetPasswordMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.reset;

const resolver = lazyResolver<ResetPasswordValues>(() => import('../resolvers').then((module) => module.resetPasswordResolver));

/** The page the reset e-mail links to: /change-password/{code}. */
export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { password: '' },
  });
  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { code, password },
      {
        onSuccess: () => {
          notify.success(t.done, 'reset-password');
          void navigate({ to: '/login' });
        },
        onError: () => notify.error(t.failed, 'reset-password'),
      },
    ),
  );

  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={mutation.isPending}>
      <FormField label={t.password} helperText={t.passwordRule} error={formState.errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
    </AuthForm>
  );
}
