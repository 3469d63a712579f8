import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@/components/design';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { notify } from '@/lib/toasts';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { useForgotPasswordMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.forgot;

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const mutation = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

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
