import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { FormError } from '@/components/forms/FormError';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { formErrorMessage } from '@/components/forms/error-message';
import { notify } from '@/app/toasts';
import { registerSchema, type RegisterValues } from '../schemas';
import { useRegisterMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.register;

export function RegisterForm() {
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    mutation.mutate(values, {
      onSuccess: (user) => {
        if (user.memberId !== null) void navigate({ to: '/members-detail-edit/$id', params: { id: String(user.memberId) } });
        else void navigate({ to: '/' });
      },
      // What was typed stays in the form.
      onError: (cause) => {
        setError(formErrorMessage(cause));
        notify.error(t.failed);
      },
    });
  });

  return (
    <AuthForm texts={t} onSubmit={onSubmit} pending={mutation.isPending}>
      <FormError message={error} />
      <FormField label={t.name} error={formState.errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t.email} error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t.password} error={formState.errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t.phone} error={formState.errors.phone?.message} required>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
      </FormField>
    </AuthForm>
  );
}
