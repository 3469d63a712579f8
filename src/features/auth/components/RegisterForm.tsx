import { useState, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Input, Link as DesignLink, Text } from '@/components/design';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/forms/FormField';
import { FormError } from '@/components/forms/FormError';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { formErrorMessage } from '@/components/forms/error-message';
import { notify } from '@/lib/toasts';
import type { RegisterValues } from '../schemas';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useRegisterMutation } from '../queries';
import { authTexts } from '../texts';
import { AuthForm } from './AuthForm';

const t = authTexts.register;

const resolver = lazyResolver<RegisterValues>(() => import('../resolvers').then((module) => module.registerResolver));

/** `redirect`: where to go once registered (the page a visitor came from); else the new profile, as the spec says. */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '', phone: '' },
  });
  useEffect(() => resolver.preload(), []);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    mutation.mutate(values, {
      onSuccess: (user) => {
        notify.clear('register');
        if (redirect) void navigate({ to: redirect });
        else if (user.memberId !== null) void navigate({ to: '/members-detail-edit/$id', params: { id: user.memberId } });
        else void navigate({ to: '/' });
      },
      // What was typed stays in the form.
      onError: (cause) => {
        setError(formErrorMessage(cause));
        notify.error(t.failed, 'register');
      },
    });
  });

  return (
    <AuthForm
      texts={t}
      onSubmit={onSubmit}
      pending={mutation.isPending}
      footer={
        <Text textAlign="center" fontSize="sm">
          {t.haveAccount}{' '}
          <DesignLink asChild color="brand.accent" fontWeight="semibold">
            <Link to="/login" search={redirect ? { redirect } : {}}>
              {t.login}
            </Link>
          </DesignLink>
        </Text>
      }
    >
      <FormError message={error} />
      <FormField label={t.name} error={formState.errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={t.email} error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label={t.password} helperText={t.passwordRule} error={formState.errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t.phone} error={formState.errors.phone?.message} required>
        <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
      </FormField>
      <Text fontSize="sm" data-testid="register-privacy">
        {t.privacy}{' '}
        <DesignLink asChild color="brand.accent" fontWeight="semibold">
          <Link to="/confidentialite">{t.privacyLink}</Link>
        </DesignLink>
      </Text>
    </AuthForm>
  );
}
