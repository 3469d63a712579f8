import { defineConfig } from '@pandacss/dev';
import basePreset from '@pandacss/preset-base';
import chakraPreset from '@chakra-ui/panda-preset';
import { clubGlobalCss, clubSemanticTokens, clubTokens, lightOnly, withoutUnusedPalettes } from './src/components/design/club-theme.ts';

// Chakra's design compiled at build time (docs/decisions/0001-chakra-compiled-with-panda.md): every page drawn before hydration is
// styled with class names from this config, and its CSS is one static stylesheet. Chakra's runtime (emotion) only
// comes with the overlays loaded after hydration, which read the same CSS variables (`--chakra-*`).
const chakraTheme = chakraPreset.theme ?? {};
const chakra = {
  ...chakraPreset,
  theme: {
    ...chakraTheme,
    tokens: { ...chakraTheme.tokens, colors: withoutUnusedPalettes(chakraTheme.tokens?.colors ?? {}) },
    semanticTokens: lightOnly({
      ...chakraTheme.semanticTokens,
      colors: withoutUnusedPalettes(chakraTheme.semanticTokens?.colors ?? {}),
    }),
  },
};

export default defineConfig({
  presets: [basePreset, chakra],
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/server/**', './src/sw/**', './src/sw.ts', './src/routeTree.gen.ts'],
  outdir: 'styled-system',
  // The app imports `styled` and `css` from its design module (src/components/design), which re-exports them.
  importMap: ['styled-system', { jsx: '@/components/design', css: '@/components/design' }],
  // The same CSS variables as Chakra's runtime system (`--chakra-colors-gray-500`…), so the overlays drawn by
  // Chakra's React components after hydration paint with the variables this stylesheet already defines.
  prefix: { cssVar: 'chakra' },
  cssVarRoot: ':where(html, .chakra-theme)',
  hash: false,
  globalCss: { extend: clubGlobalCss },
  patterns: {
    extend: {
      // Chakra's Grid and SimpleGrid have no gap unless asked (Panda's default is 8px). `SimpleGrid` is this
      // pattern under Chakra's name: Panda extracts a pattern's props only from the JSX names listed here.
      grid: { jsx: ['Grid', 'SimpleGrid'], defaultValues: () => ({}) },
      // Chakra's Container is as wide as it may be (its recipe's `w: 100%`); Panda's shrinks to its content in a flex row.
      container: { defaultValues: { w: '100%' } },
    },
  },
  theme: {
    extend: {
      tokens: clubTokens,
      semanticTokens: clubSemanticTokens,
    },
  },
});
