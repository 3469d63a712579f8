import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Input, Link as DesignLink, Stack, Text } from '@/components/design';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { notify } from '@/lib/toasts';
import { club } from '@/content/club';
import type { LoginValues } from '../schemas';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLoginMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.login;

const resolver = lazyResolver<LoginValues>(() => import('../resolvers').then((module) => module.loginResolver));

/** `redirect`: where to go back once logged in (e.g. the event a visitor wanted to join). */
export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (user) => {
        notify.clear('login');
        if (redirect) void navigate({ to: redirect });
        else if (user.memberId !== null) void navigate({ to: '/members-detail/$id', params: { id: user.memberId } });
        else void navigate({ to: '/' });
      },
      onError: () => notify.error(t.failed, 'login'),
    }),
  );

  return (
    <AuthForm
      texts={t}
      onSubmit={onSubmit}
      pending={mutation.isPending}
      footer={
        <Stack gap="2" textAlign="center" fontSize="sm">
          <DesignLink asChild color="brand.navy">
            <Link to="/forget-password" hash="">
              {t.forgot}
            </Link>
          </DesignLink>
          <Text>
            {t.noAccount}{' '}
            <DesignLink asChild color="brand.accent" fontWeight="semibold">
              <Link to="/register" search={redirect ? { redirect } : {}} data-testid="create-account-link">
                {t.createAccount}
              </Link>
            </DesignLink>
          </Text>
          <DesignLink href={club.linkedinGroupUrl} target="_blank" rel="noopener noreferrer" color="brand.accent" fontWeight="semibold">
            {t.join}
          </DesignLink>
        </Stack>
      }
    >
      <FormField label={t.email} error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t.password} error={formState.errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
    </AuthForm>
  );
}
