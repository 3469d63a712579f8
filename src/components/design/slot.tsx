import { cloneElement, forwardRef, isValidElement, type ReactElement, type Ref } from 'react';
import { cx } from 'styled-system/css';

/**
 * Chakra's `asChild`: the component's class names and props go onto its one child (a router `Link`, an `<a>`…)
 * instead of an element of its own. Passed as `as` to Panda's styled components (design/asChild.tsx).
 */
export const Slot = forwardRef(function Slot(
  { children, ...props }: { children?: unknown; className?: string; [key: string]: unknown },
  ref: Ref<unknown>,
) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Record<string, unknown>>;
  const childProps = child.props;
  return cloneElement(child, {
    ...props,
    ...childProps,
    className: cx(props.className, childProps.className as string | undefined),
    ref,
  } as Record<string, unknown>);
});
