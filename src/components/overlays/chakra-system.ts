import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { clubSemanticTokens, clubTokens, lightOnly, withoutUnusedPalettes } from '@/components/design/club-theme';
import {
  animationStyles,
  breakpoints,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  buttonRecipe,
  dialogSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
} from '@chakra-ui/react/theme';

// Chakra's defaultConfig carries a recipe for every Chakra component, in the overlays' chunk (precached). The app
// builds its system from the base preset, Chakra's tokens, and only the recipes of the components it imports: a
// component added to the app needs its recipe here (unstyled otherwise), and one no longer imported loses it
// (chakra-system.test.ts checks both ways).
const chakraTheme = defineConfig({
  // Panda's stylesheet (panda.config.ts) carries the reset and the global CSS: emotion must not add its own
  // (unlayered, they would win over the page's layered classes).
  preflight: false,
  // No CSS cascade layers (@layer reset, base, tokens, recipes). When a rule is added to a stylesheet that has
  // layers, Chromium rebuilds its layer order: it recomputes the style of every element and re-measures all the
  // text ("Fonts changed"), a long task on a slow phone each time emotion adds the styles of a component rendered after
  // hydration. Without layers it restyles only the elements the new rule matches. The order still holds: each
  // element has one emotion class (recipe and style props merged, props last), and the reset's and global CSS's
  // element selectors lose to any class. The same pixels on 18 pages (phone and desktop) with and without.
  disableLayers: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: { button: buttonRecipe },
    slotRecipes: { dialog: dialogSlotRecipe, menu: menuSlotRecipe, progress: progressSlotRecipe },
  },
});

// The club's design, the same as Panda's (club-theme.ts).
const config = defineConfig({ theme: { semanticTokens: clubSemanticTokens, tokens: clubTokens } });

const built = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);

/**
 * The system Chakra's React components draw with. Its global styles (every token as a CSS variable) are already in
 * Panda's stylesheet, with the same names (`--chakra-…`): `<ChakraProvider>` inserts none.
 */
export const system = { ...built, _global: [] };
