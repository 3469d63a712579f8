import { Checkbox, Fieldset, RadioGroup, Stack, Text } from '@/components/design';
import { Controller, type Control } from 'react-hook-form';
import { CONTACT_VISIBILITIES } from '@club/contract';
import type { ProfileValues } from '../schema';
import { profileTexts } from '../texts';

const t = profileTexts.privacy;

function VisibilityChoice({
  control,
  name,
  legend,
}: {
  control: Control<ProfileValues>;
  name: 'phoneVisibility' | 'emailVisibility';
  legend: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
          <RadioGroup.Root
            name={field.name}
            value={field.value}
            onValueChange={(details) => field.onChange(details.value)}
            colorPalette="red"
            mt="2"
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
              {CONTACT_VISIBILITIES.map((choice) => (
                <RadioGroup.Item key={choice} value={choice} onBlur={field.onBlur}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t[choice]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
      )}
    />
  );
}

/** 'Confidentialité': who sees the phone and the e-mail, and hiding from the directory (enforced by the server). */
export function PrivacyFields({ control }: { control: Control<ProfileValues> }) {
  return (
    <Stack
      as="section"
      gap="4"
      bg="gray.50"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      aria-labelledby="profile-privacy"
      data-testid="profile-privacy"
    >
      <Text as="h2" id="profile-privacy" fontSize="xl" fontWeight="bold" color="brand.navy">
        {t.title}
      </Text>
      <Text color="fg.muted">{t.intro}</Text>
      <VisibilityChoice control={control} name="phoneVisibility" legend={t.phone} />
      <VisibilityChoice control={control} name="emailVisibility" legend={t.email} />
      <Controller
        control={control}
        name="hiddenFromDirectory"
        render={({ field }) => (
          <Stack gap="1">
            <Checkbox.Root
              name={field.name}
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="red"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold">{t.hidden}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="sm" color="fg.muted">
              {t.hiddenHelp}
            </Text>
          </Stack>
        )}
      />
    </Stack>
  );
}
