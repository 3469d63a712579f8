import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@/components/design';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorStatus, isNetworkError } from '@/api/errors';
import type { EditableCompany } from '@/api/companies-write';
import type { TaxonomyKind } from '@/api/taxonomies';
import { FormField } from '@/components/forms/FormField';
import { FormError } from '@/components/forms/FormError';
import { ImageUpload } from '@/components/forms/ImageUpload';
import { OfflineNotice } from '@/components/forms/OfflineNotice';
import { useFormAction } from '@/components/forms/use-form-action';
import { PhotosUpload, type UploadProgress } from '@/components/forms/PhotosUpload';
import { SpinnerOverlay } from '@/components/forms/SpinnerOverlay';
import { TagField } from '@/components/forms/TagField';
import { formErrorMessage } from '@/components/forms/error-message';
import { isSingleImageChanged, photosFrom, singleImageFrom } from '@/components/forms/image-files';
import { useOnline } from '@/offline/use-online';
import { notify } from '@/lib/toasts';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { companySchema, companyValuesFrom, emptyCompanyValues, type CompanyValues } from '../schema';
import { CompanySaveError } from '../save-company';
import { useSaveCompanyMutation } from '../queries';
import { MAX_COMPANY_PHOTOS, companyEditTexts as t } from '../texts';

/** After a failed save of an existing company, the spec goes to its page: leave time to read why. */
const REDIRECT_AFTER_FAILURE_MS = 2500;

interface CompanyFormProps {
  /** null: a new company. */
  company: EditableCompany | null;
  loading: boolean;
}

function useTaxonomy(kind: TaxonomyKind) {
  return useQuery(taxonomyQueryOptions(kind));
}

export function CompanyForm({ company, loading }: CompanyFormProps) {
  const action = useFormAction();
  const online = useOnline();
  const navigate = useNavigate();
  const mutation = useSaveCompanyMutation();
  const taxa = { sectors: useTaxonomy('sectors'), skills: useTaxonomy('skills'), services: useTaxonomy('services') };
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Set as soon as a new company is created, so a retry after a failed upload updates it instead.
  const [companyId, setCompanyId] = useState<number | null>(company?.id ?? null);
  // After a failed save of a company that exists, its page follows a moment later (spec §2); leaving the form
  // first cancels it.
  const [leaveTo, setLeaveTo] = useState<number | null>(null);
  useEffect(() => {
    if (leaveTo === null) return;
    const timer = window.setTimeout(() => void navigate({ to: '/societe-detail/$id', params: { id: leaveTo } }), REDIRECT_AFTER_FAILURE_MS);
    return () => window.clearTimeout(timer);
  }, [leaveTo, navigate]);

  const values = useMemo(() => (company ? companyValuesFrom(company) : emptyCompanyValues), [company]);
  const { register, control, handleSubmit, formState } = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    mode: 'onChange',
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const [logo, setLogo] = useState(() => singleImageFrom(company?.logo ?? null));
  const [photos, setPhotos] = useState(() => photosFrom(company?.photos ?? []));
  // Fresh data from the server replaces the images the user has not touched (adjusted while rendering,
  // React's way for state that follows a prop).
  const [shownCompany, setShownCompany] = useState(company);
  if (company !== shownCompany) {
    setShownCompany(company);
    if (company) {
      if (!isSingleImageChanged(logo)) setLogo(singleImageFrom(company.logo));
      if (!photos.files.length && !photos.removedIds.length) setPhotos(photosFrom(company.photos));
    }
  }

  const saving = mutation.isPending;
  const busy = saving || loading;
  const errors = formState.errors;

  const onSubmit = handleSubmit((formValues) => {
    setError(null);
    setProgress(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    mutation.mutate(
      {
        input: {
          id: companyId,
          values: formValues,
          logo,
          photos,
          known: { sectors: taxa.sectors.data ?? [], skills: taxa.skills.data ?? [], services: taxa.services.data ?? [] },
        },
        listener: {
          onCompanySaved: setCompanyId,
          onLogoSaved: (media) => setLogo(singleImageFrom(media)),
          onPhotoRemoved: (photoId) =>
            setPhotos((current) => ({
              ...current,
              saved: current.saved.filter((photo) => photo.id !== photoId),
              removedIds: current.removedIds.filter((removed) => removed !== photoId),
            })),
          onPhotoUploaded: (key, media) =>
            setPhotos((current) => ({
              ...current,
              files: current.files.filter((entry) => entry.key !== key),
              saved: media ? [...current.saved, media] : current.saved,
            })),
          onProgress: (done, total) => setProgress({ done, total }),
        },
      },
      {
        onSuccess: (id) => {
          notify.success(t.saved, 'company');
          void navigate({ to: '/societe-detail/$id', params: { id: id } });
        },
        onError: (failure) => {
          const cause = failure instanceof CompanySaveError ? failure.cause : failure;
          const savedId = failure instanceof CompanySaveError ? failure.companyId : null;
          window.scrollTo({ top: 0, behavior: 'smooth' });
          if (errorStatus(cause) === 403 && companyId !== null) {
            notify.warning(t.noAccess);
          } else {
            notify.error(t.failed, 'company');
          }
          setError(formErrorMessage(cause));
          // Offline mid-save: stay, what was typed is kept and a retry sends only what is missing.
          if (savedId !== null && !isNetworkError(cause)) setLeaveTo(savedId);
        },
      },
    );
  });

  const tagField = (kind: TaxonomyKind, label: string) => (
    <TagField control={control} name={kind} label={label} id={`company-${kind}`} known={taxa[kind]} disabled={busy} />
  );

  return (
    <Box position="relative">
      <SpinnerOverlay active={busy} label={saving ? t.saving : t.loading} />
      <form
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        aria-label={company ? t.editTitle : t.createTitle}
        aria-busy={busy}
      >
        <Fieldset.Root disabled={busy}>
          <Stack gap="6">
            <OfflineNotice reason={t.offline} />
            <FormError message={error} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={t.name} error={errors.name?.message} required>
                <Input autoComplete="organization" {...register('name')} />
              </FormField>
              <FormField label={t.email} error={errors.email?.message} required>
                <Input type="email" autoComplete="email" {...register('email')} />
              </FormField>
              <FormField label={t.phone} error={errors.phone?.message} required>
                <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
              </FormField>
              <FormField label={t.employees} error={errors.numberOfEmployees?.message}>
                <Input type="number" min={0} step={1} inputMode="numeric" {...register('numberOfEmployees')} />
              </FormField>
              <FormField label={t.country}>
                <Input autoComplete="country-name" {...register('country')} />
              </FormField>
              <FormField label={t.city}>
                <Input autoComplete="address-level2" {...register('city')} />
              </FormField>
              <FormField label={t.website}>
                <Input type="url" {...register('website')} />
              </FormField>
              <FormField label={t.linkedin}>
                <Input type="url" {...register('linkedinUrl')} />
              </FormField>
              <FormField label={t.video} helperText={t.videoHelp}>
                <Input type="url" {...register('videoUrl')} />
              </FormField>
            </SimpleGrid>
            <FormField label={t.about}>
              <Textarea rows={6} {...register('about')} />
            </FormField>
            {tagField('sectors', t.sectors)}
            {tagField('skills', t.skills)}
            {tagField('services', t.services)}
            <ImageUpload
              name="logo"
              label={t.logo}
              alt={t.logoAlt}
              fallback="/no-image-found.jpg"
              uploadLabel={t.logoUpload}
              value={logo}
              onChange={setLogo}
              disabled={busy}
            />
            <PhotosUpload
              name="photos"
              label={t.photos}
              max={MAX_COMPANY_PHOTOS}
              value={photos}
              onChange={setPhotos}
              disabled={busy}
              progress={saving ? progress : null}
            />
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
