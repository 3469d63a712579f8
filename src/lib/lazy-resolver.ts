import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose checks (zod and the form validation, ~20 KB gzip) are loaded when the form is shown
 * (`preload`, from an effect) or at its first check, not with the page: the login, registration and reset pages
 * are drawn and hydrated without them. A failed load is tried again at the next check.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> & { preload: () => void } {
  let loaded: Promise<Resolver<Values>> | undefined;
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver: Resolver<Values> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
