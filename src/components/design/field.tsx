import { createContext, forwardRef, useContext, useEffect, useId, useState, type ComponentProps } from 'react';
import { createStyleContext, styled } from 'styled-system/jsx';
import { field, fieldset, input, textarea } from 'styled-system/recipes';

/** What a field's parts share: the control's id, and whether it is invalid or required (Chakra's Field). */
interface FieldState {
  id: string;
  helperId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  /** Whether a helper text is shown (it registers itself), for the control's aria-describedby. */
  hasHelper: boolean;
  setHasHelper: (shown: boolean) => void;
}
const FieldState = createContext<FieldState | null>(null);

const fieldContext = createStyleContext(field);
const FieldRootStyled = fieldContext.withProvider('div', 'root');
const FieldLabelStyled = fieldContext.withContext('label', 'label');
const FieldErrorStyled = fieldContext.withContext('div', 'errorText');
const FieldHelperStyled = fieldContext.withContext('div', 'helperText');
const FieldRequiredStyled = fieldContext.withContext('span', 'requiredIndicator');

type RootProps = ComponentProps<typeof FieldRootStyled> & { invalid?: boolean; required?: boolean; ids?: { control?: string } };

function Root({ invalid = false, required = false, ids, ...props }: RootProps) {
  const base = useId();
  const id = ids?.control ?? `${base}-control`;
  const [hasHelper, setHasHelper] = useState(false);
  const state = { id, helperId: `${base}-helper`, errorId: `${base}-error`, invalid, required, hasHelper, setHasHelper };
  return (
    <FieldState.Provider value={state}>
      <FieldRootStyled role="group" data-invalid={invalid ? '' : undefined} data-required={required ? '' : undefined} {...props} />
    </FieldState.Provider>
  );
}

/** The props a control inside a field takes from it (id, aria-invalid, aria-describedby, required). */
export function useFieldControl<P extends { id?: string }>(props: P) {
  const state = useContext(FieldState);
  if (!state) return props;
  return {
    id: state.id,
    'aria-invalid': state.invalid || undefined,
    'aria-describedby': [state.hasHelper && state.helperId, state.invalid && state.errorId].filter(Boolean).join(' ') || undefined,
    'data-invalid': state.invalid ? '' : undefined,
    required: state.required || undefined,
    ...props,
  };
}

/** A field's help line; the control is described by it (as Chakra's field does) while it is shown. */
function HelperText(props: ComponentProps<typeof FieldHelperStyled>) {
  const state = useContext(FieldState);
  const register = state?.setHasHelper;
  useEffect(() => {
    register?.(true);
    return () => register?.(false);
  }, [register]);
  return <FieldHelperStyled id={state?.helperId} {...props} />;
}

export const Field = {
  Root,
  Label: (props: ComponentProps<typeof FieldLabelStyled>) => <FieldLabelStyled htmlFor={useContext(FieldState)?.id} {...props} />,
  ErrorText: (props: ComponentProps<typeof FieldErrorStyled>) => <FieldErrorStyled id={useContext(FieldState)?.errorId} {...props} />,
  HelperText,
  RequiredIndicator: (props: ComponentProps<typeof FieldRequiredStyled>) => (
    <FieldRequiredStyled aria-hidden="true" {...props}>
      *
    </FieldRequiredStyled>
  ),
};

const StyledInput = styled('input', input);
const StyledTextarea = styled('textarea', textarea);

/** Chakra's Input: inside a Field it takes the field's id and state. */
export const Input = forwardRef<HTMLInputElement, ComponentProps<typeof StyledInput>>(function Input(props, ref) {
  return <StyledInput ref={ref} {...useFieldControl(props)} />;
});
export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<typeof StyledTextarea>>(function Textarea(props, ref) {
  return <StyledTextarea ref={ref} {...useFieldControl(props)} />;
});

const fieldsetContext = createStyleContext(fieldset);
export const Fieldset = {
  Root: fieldsetContext.withProvider('fieldset', 'root'),
  Legend: fieldsetContext.withContext('legend', 'legend'),
  Content: fieldsetContext.withContext('div', 'content'),
  HelperText: fieldsetContext.withContext('div', 'helperText'),
  ErrorText: fieldsetContext.withContext('div', 'errorText'),
};
