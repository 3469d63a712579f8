import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { OfflineNotice } from '@/components/forms/OfflineNotice';
import { useOnline } from '@/offline/use-online';
import { notify } from '@/app/toasts';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { useForgotPasswordMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthCard } from './AuthCard';

const t = authTexts.forgot;

export function ForgotPasswordForm() {
  const online = useOnline();
  const navigate = useNavigate();
  const mutation = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success(t.sent);
        void navigate({ to: '/' });
      },
      onError: () => notify.error(t.failed),
    }),
  );

  return (
    <AuthCard title={t.title}>
      <form onSubmit={onSubmit} noValidate aria-label={t.title}>
        <Stack gap="5">
          <OfflineNotice reason={t.offline} />
          <FormField label={t.email} error={formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="red" bg="brand.accent" loading={mutation.isPending} disabled={!online}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
