import { css } from '@emotion/react';
import type { Plugin } from 'vite';
import { system } from './src/app/theme.ts';

/**
 * Build only: Chakra's global styles (its reset, the global CSS, and every design token as a CSS variable) are
 * computed once here, in Node, instead of on every start of the app. `createSystem` builds them eagerly, and on a
 * phone that was its largest part: `getTokenCss` alone is 63 % of a cold `createSystem` (22.8 of 36 ms in Node;
 * several hundred ms at 4× CPU, in the task that starts the app). The text depends only on the theme.
 *
 * - `define`: `__CHAKRA_GLOBAL__` is the serialised styles (emotion's `{ name, styles }`, what `<Global>` inserts);
 *   src/app/theme.ts passes it to `createSystem` as `prebuiltGlobal`.
 * - `transform`: Chakra's `createSystem` uses a config's `prebuiltGlobal` instead of computing the styles. The
 *   line is matched exactly; if a Chakra update changes it, the build fails here rather than ship a theme without
 *   its variables. The dev server and the unit tests (no build) compute the styles as Chakra does.
 * The server renders with the same `{ name, styles }`, so the page's <style data-emotion="css-global …"> and the
 * hydrating browser agree.
 */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PREBUILT_LINE = 'const _global = config.prebuiltGlobal ?? [getPreflightCss(), getGlobalCss(), getTokenCss()];';

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
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      if (!code.includes(GLOBAL_LINE)) this.error(`Chakra's createSystem changed: '${GLOBAL_LINE}' not found in ${id}`);
      return { code: code.replace(GLOBAL_LINE, PREBUILT_LINE), map: null };
    },
  };
}
