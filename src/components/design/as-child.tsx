import { forwardRef, type ComponentProps, type ElementType, type ReactNode } from 'react';
import { Slot } from './slot';

export type AsChildProps = { asChild?: boolean };

/** A Panda styled component that also takes Chakra's `asChild` (its styles onto its one child). */
export function withAsChild<C extends ElementType>(Component: C) {
  const Styled: ElementType = Component;
  const WithAsChild = forwardRef<unknown, Record<string, unknown> & AsChildProps>(function WithAsChild({ asChild, ...props }, ref) {
    return asChild ? <Styled ref={ref} as={Slot} {...props} /> : <Styled ref={ref} {...props} />;
  });
  return WithAsChild as unknown as (props: ComponentProps<C> & AsChildProps) => ReactNode;
}
