import type { ReactNode } from 'react';
import { Field } from '@/components/design';

interface FormFieldProps {
  label: string;
  /** The field's error message (react-hook-form's fieldState.error.message). */
  error?: string;
  required?: boolean;
  helperText?: string;
  /** Id of the control, for controls the field does not wire itself (react-select's inputId). */
  controlId?: string;
  children: ReactNode;
}

/** A labelled field with its error message under it (the field ties label, input and message by id). */
export function FormField({ label, error, required, helperText, controlId, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={controlId ? { control: controlId } : undefined}>
      <Field.Label fontWeight="semibold">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
