import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Field, Heading, HStack, Input, Stack, styled, Text } from '@/components/design';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/forms/FormField';
import { guestSchema, type GuestValues } from '../schema';
import { doorTexts } from '../texts';

const t = doorTexts.guest;

interface GuestFormProps {
  onSubmit: (values: GuestValues) => void;
  onCancel: () => void;
}

/**
 * A guest: name, e-mail, consent (works offline: the check-in waits in the outbox like any other). Opened by a
 * tap on 'Ajouter un invité', so loaded on demand (DoorScreen preloads it once the page is interactive): its form
 * validation is code the door's first render does not need.
 */
export default function GuestForm({ onSubmit, onCancel }: GuestFormProps) {
  const { register, handleSubmit, control, formState } = useForm<GuestValues>({
    resolver: zodResolver(guestSchema),
    defaultValues: { name: '', email: '', consent: false },
  });
  return (
    <styled.form onSubmit={handleSubmit(onSubmit)} noValidate borderWidth="1px" borderRadius="md" p="3" data-testid="guest-form">
      <Heading as="h2" size="md" mb="2">
        {t.title}
      </Heading>
      <Stack gap="3">
        <FormField label={t.name} error={formState.errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t.email} error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
        </FormField>
        <Controller
          control={control}
          name="consent"
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)}>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>{t.consent}</Checkbox.Label>
              </Checkbox.Root>
              {fieldState.error && <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>}
            </Field.Root>
          )}
        />
        <Text fontSize="sm" color="fg.muted" data-testid="guest-notice">
          {t.notice}
        </Text>
        <HStack>
          <Button type="submit" colorPalette="green">
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        </HStack>
      </Stack>
    </styled.form>
  );
}
