import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { Taxon } from '@/api/types';
import type { TagValue } from '@/lib/tags';
import { FormField } from './FormField';
import { TagSelect } from './TagSelect';

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
