import { forwardRef, type ComponentProps, type ElementType } from 'react';
import { Slot } from './slot';

export type AsChildProps = { asChild?: boolean };

/** A Panda styled component that also takes Chakra's `asChild` (its styles onto its one child). */
export function withAsChild<C extends ElementType>(Component: C) {
  const WithAsChild = forwardRef<unknown, ComponentProps<C> & AsChildProps>(function WithAsChild({ asChild, ...props }, ref) {
    const Styled = Component;
    return asChild ? <Styled ref={ref} as={Slot} {...props} /> : <Styled ref={ref} {...props} />;
  });
  return WithAsChild as unknown as (props: ComponentProps<C> & AsChildProps) => React.ReactNode;
}
