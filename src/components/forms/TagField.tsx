import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { Taxon } from '@/api/types';
import type { TagValue } from '@/lib/tags';
import { Input } from '@/components/design';
import { resilientLazy } from '@/components/ui/resilient-lazy';
import { FormField } from './FormField';
import type { TagSelectProps } from './TagSelect';

// react-select draws with emotion, the styling runtime no page loads before it is interactive (docs/decisions/0001):
// the picker comes in its own chunk, after the page; until then the field shows the chosen tags, read only.
const TagSelect = resilientLazy<TagSelectProps>(
  () => import('./TagSelect').then((module) => ({ default: module.TagSelect })),
  ({ inputId, value }) => <Input id={inputId} readOnly value={value.map((tag) => tag.name).join(', ')} />,
);

interface TagFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A form field holding the chosen tags. */
  name: FieldPathByValue<Values, TagValue[]>;
  label: string;
  /** The input's id, so the label points at react-select's input. */
  id: string;
  /** The known tags of this kind, as the taxonomy query gives them. */
  known: { data?: Taxon[]; isPending: boolean };
  disabled: boolean;
}

/** A labelled tag picker (sectors, skills, services) wired to a react-hook-form field. */
export function TagField<Values extends FieldValues>({ control, name, label, id, known, disabled }: TagFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} controlId={id}>
          <TagSelect
            inputId={id}
            options={known.data ?? []}
            isLoading={known.isPending}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isDisabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
