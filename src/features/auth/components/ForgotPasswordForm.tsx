import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@/components/design';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { notify } from '@/lib/toasts';
import type { ForgotPasswordValues } from '../schemas';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useForgotPasswordMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.forgot;

const resolver = lazyResolver<ForgotPasswordValues>(() => import('../resolvers').then((module) => module.forgotPasswordResolver));

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const mutation = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: '' },
  });
  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success(t.sent, 'forgot-password');
        void navigate({ to: '/' });
      },
      onError: () => notify.error(t.failed, 'forgot-password'),
    }),
  );

  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={mutation.isPending}>
      <FormField label={t.email} error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
    </AuthForm>
  );
}
