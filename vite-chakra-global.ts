import { css } from '@emotion/react';
import type { Plugin } from 'vite';
import { system } from './src/app/theme.ts';

/**
 * Build only: Chakra's global styles (its reset, the global CSS, and every design token as a CSS variable) are
 * computed once here, in Node, instead of on every start of the app. `createSystem` builds them eagerly, and on a
 * phone that is its largest part (`getTokenCss` above all), in the task that starts the app. The text depends
 * only on the theme; it costs a few KB of gzip in the theme chunk, and saves a third of the theme's evaluation.
 *
 * `__CHAKRA_GLOBAL__` is the serialised styles (emotion's `{ name, styles }`, what `<Global>` inserts);
 * src/app/theme.ts passes it to `createSystem` as `prebuiltGlobal`, an option Chakra does not have: it is added by
 * patches/@chakra-ui+react+3.37.0.patch (patch-package, applied by `npm install`; tests/unit/chakra-global.test.ts
 * fails if it is not). The dev server and the unit tests (no build) compute the styles as Chakra does.
 * The server renders with the same `{ name, styles }`, so the page's <style data-emotion="css-global …"> and the
 * hydrating browser agree.
 */

/** What `<Global styles={system._global}>` inserts, as emotion serialises it. */
export function serializedGlobal() {
  const { name, styles } = css(system._global as never);
  return { name, styles };
}

export function chakraGlobalAtBuild(): Plugin {
  return {
    name: 'chakra-global-at-build',
    apply: 'build',
    config: () => ({ define: { __CHAKRA_GLOBAL__: JSON.stringify(serializedGlobal()) } }),
  };
}
