import { forwardRef, type ComponentProps } from 'react';
import { styled } from 'styled-system/jsx';
import { button, spinner } from 'styled-system/recipes';
import { Slot } from './slot';

const StyledButton = styled('button', button);
export const Spinner = styled('span', spinner);

type ButtonProps = ComponentProps<typeof StyledButton> & { asChild?: boolean; loading?: boolean };

/**
 * Chakra's Button drawn with its recipe: a `type="button"` unless told (a form's submit says so), `asChild` to
 * style a link, and `loading` (disabled, `data-loading`, a spinner before the label).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ asChild, loading, children, disabled, ...props }, ref) {
  if (asChild)
    return (
      <StyledButton ref={ref} as={Slot} {...props}>
        {children}
      </StyledButton>
    );
  return (
    <StyledButton ref={ref} type="button" {...props} disabled={loading || disabled} data-loading={loading ? '' : undefined}>
      {loading ? <Spinner size="inherit" borderWidth="0.125em" aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
});

/** A square button for an icon (Chakra's IconButton): the icon needs an aria-label. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps>(function IconButton(props, ref) {
  return <Button ref={ref} px="0" {...props} />;
});
