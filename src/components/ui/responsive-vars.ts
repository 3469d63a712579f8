/** Chakra's breakpoints, smallest first (the preset's, panda.config.ts). */
export const BREAKPOINTS = ['base', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
const MIN_WIDTH: Record<Breakpoint, string | null> = { base: null, sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

/** A value per breakpoint (Chakra's responsive object), or one for every width. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** Every breakpoint's value: the one given there, or the last one given below it (as CSS media queries cascade). */
export function perBreakpoint<T>(value: Responsive<T>): Partial<Record<Breakpoint, T>> {
  const given = (typeof value === 'object' && value !== null ? value : { base: value }) as Partial<Record<Breakpoint, T>>;
  const out: Partial<Record<Breakpoint, T>> = {};
  let last: T | undefined;
  for (const at of BREAKPOINTS) {
    if (given[at] !== undefined) last = given[at];
    if (last !== undefined) out[at] = last;
  }
  return out;
}

/**
 * A data-driven responsive value as CSS variables (`--name-base`, `--name-sm`…), for a style the build cannot
 * know (Panda compiles only literal values): the element's class reads `var(--name-md)` from `md` up.
 */
export function responsiveVars<T extends string | number>(name: string, value: Responsive<T>, map: (value: T) => string = String) {
  const style: Record<string, string> = {};
  for (const [at, each] of Object.entries(perBreakpoint(value))) style[`--${name}-${at}`] = map(each);
  return style as React.CSSProperties;
}

/** The value for the window's width now (the browser only: swiper needs a number). */
export function valueForWindow<T>(value: Responsive<T>): T | undefined {
  const values = perBreakpoint(value);
  let current: T | undefined;
  for (const at of BREAKPOINTS) {
    const min = MIN_WIDTH[at];
    if (min === null || window.matchMedia(`(min-width: ${min})`).matches) current = values[at] ?? current;
  }
  return current;
}

/** The media queries that change `valueForWindow`'s answer. */
export const breakpointQueries = () =>
  BREAKPOINTS.flatMap((at) => (MIN_WIDTH[at] ? [window.matchMedia(`(min-width: ${MIN_WIDTH[at]})`)] : []));
