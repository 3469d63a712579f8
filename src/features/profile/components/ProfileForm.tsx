import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Member } from '@/api/types';
import { FormField } from '@/components/forms/FormField';
import { FormError } from '@/components/forms/FormError';
import { ImageUpload } from '@/components/forms/ImageUpload';
import { OfflineNotice } from '@/components/forms/OfflineNotice';
import { useFormAction } from '@/components/forms/use-form-action';
import { PasswordInput } from '@/components/forms/PasswordInput';
import { SpinnerOverlay } from '@/components/forms/SpinnerOverlay';
import { TagField } from '@/components/forms/TagField';
import { formErrorMessage } from '@/components/forms/error-message';
import { isSingleImageChanged, singleImageFrom } from '@/components/forms/image-files';
import { useOnline } from '@/offline/use-online';
import { notify } from '@/lib/toasts';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { needsCurrentPassword, privacyToSave, profileSchema, profileValuesFrom, type ProfileValues } from '../schema';
import { REQUIRED_MESSAGE } from '@club/contract';
import { useSession } from '@/session/use-session';
import { useSaveProfileMutation } from '../queries';
import { profileTexts as t } from '../texts';
import { PrivacyFields } from './PrivacyFields';

interface ProfileFormProps {
  member: Member;
  /** The member is being (re)loaded: the form waits under the spinner. */
  loading: boolean;
}

export function ProfileForm({ member, loading }: ProfileFormProps) {
  const online = useOnline();
  const action = useFormAction();
  const navigate = useNavigate();
  const mutation = useSaveProfileMutation();
  const sectors = useQuery(taxonomyQueryOptions('sectors'));
  const skills = useQuery(taxonomyQueryOptions('skills'));
  const [error, setError] = useState<string | null>(null);

  // Fresh data from the server fills the fields the user has not touched.
  const values = useMemo(() => profileValuesFrom(member), [member]);
  const { user } = useSession();
  const accountEmail = user?.email ?? member.email;
  const {
    register,
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onChange',
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const [photo, setPhoto] = useState(() => singleImageFrom(member.photo));
  // A fresh photo from the server replaces the shown one unless the user changed it (adjusted while rendering).
  const [shownPhoto, setShownPhoto] = useState(member.photo);
  if (member.photo !== shownPhoto) {
    setShownPhoto(member.photo);
    if (!isSingleImageChanged(photo)) setPhoto(singleImageFrom(member.photo));
  }

  const saving = mutation.isPending;
  const busy = saving || loading;
  const errors = formState.errors;

  // The current password is asked for only when the e-mail or the password changes (the server's rule).
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const askCurrentPassword = needsCurrentPassword({ email, password }, accountEmail);

  const onSubmit = handleSubmit((formValues) => {
    setError(null);
    if (needsCurrentPassword(formValues, accountEmail) && formValues.currentPassword === '') {
      setFieldError('currentPassword', { message: REQUIRED_MESSAGE }, { shouldFocus: true });
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
    const dirty = formState.dirtyFields;
    const privacy = privacyToSave(
      formValues,
      member.privacy !== undefined,
      Boolean(dirty.phoneVisibility || dirty.emailVisibility || dirty.hiddenFromDirectory),
    );
    mutation.mutate(
      { id: member.id, values: formValues, photo, knownSectors: sectors.data ?? [], knownSkills: skills.data ?? [], privacy },
      {
        onSuccess: () => {
          notify.success(t.saved, 'profile');
          void navigate({ to: '/members-detail/$id', params: { id: member.id } });
        },
        // The form keeps what was typed; the message says what went wrong.
        onError: (cause) => {
          setError(formErrorMessage(cause));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
      },
    );
  });

  // The fields, drawn once and again only when what they show changes: react-hook-form re-renders this component
  // on mount (its ready and values effects) and on every validation, and redrawing every styled field each time
  // made the form's first render a second-long task on a phone. The inputs are uncontrolled (register) and the
  // pickers and choices subscribe to their own field (Controller), so none of them needs those re-renders.
  const skillsKnown = useMemo(() => ({ data: skills.data, isPending: skills.isPending }), [skills.data, skills.isPending]);
  const sectorsKnown = useMemo(() => ({ data: sectors.data, isPending: sectors.isPending }), [sectors.data, sectors.isPending]);
  const [nameError, emailError, phoneError, passwordError] = [
    errors.name?.message,
    errors.email?.message,
    errors.phone?.message,
    errors.password?.message,
  ];
  const fields = useMemo(
    () => (
      <>
        <ImageUpload
          name="photo"
          label={t.photo}
          alt={t.photoAlt}
          fallback="/no-image.png"
          uploadLabel={t.photoUpload}
          value={photo}
          onChange={setPhoto}
          disabled={busy}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t.name} error={nameError} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label={t.email} error={emailError} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label={t.phone} error={phoneError} required>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField label={t.profession}>
            <Input {...register('profession')} />
          </FormField>
          <FormField label={t.country}>
            <Input autoComplete="country-name" {...register('country')} />
          </FormField>
          <FormField label={t.city}>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label={t.linkedinUrl}>
            <Input type="url" {...register('linkedinUrl')} />
          </FormField>
          <FormField label={t.presentationUrl} helperText={t.presentationHelp}>
            <Input type="url" {...register('presentationUrl')} />
          </FormField>
          <FormField label={t.languages} helperText={t.languagesHelp}>
            <Input {...register('languages')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t.aboutMe}>
          <Textarea rows={6} {...register('aboutMe')} />
        </FormField>
        <TagField control={control} name="skills" label={t.skills} id="profile-skills" known={skillsKnown} disabled={busy} />
        <TagField control={control} name="sectors" label={t.sectors} id="profile-sectors" known={sectorsKnown} disabled={busy} />
        <PrivacyFields control={control} />
        <FormField label={t.password} helperText={t.passwordHelp} error={passwordError}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
      </>
    ),
    [busy, control, emailError, nameError, passwordError, phoneError, photo, register, sectorsKnown, skillsKnown],
  );

  return (
    <Box position="relative">
      <SpinnerOverlay active={busy} label={saving ? t.saving : t.loading} />
      <form method="post" action={action} onSubmit={onSubmit} noValidate aria-label={t.title} aria-busy={busy}>
        <Fieldset.Root disabled={busy}>
          <Stack gap="6">
            <OfflineNotice reason={t.offline} />
            <FormError message={error} />
            {fields}
            {askCurrentPassword && (
              <FormField label={t.currentPassword} helperText={t.currentPasswordHelp} error={errors.currentPassword?.message} required>
                <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
              </FormField>
            )}
            {!saving && (
              <Button type="submit" colorPalette="red" bg="brand.accent" size="lg" alignSelf="flex-start" disabled={!online || loading}>
                {t.submit}
              </Button>
            )}
          </Stack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}
