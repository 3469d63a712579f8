import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  spinnerRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes the app does not draw with (it uses gray and red as `colorPalette`s, orange, green and blue for
 * the alert and field statuses, and the neutrals). Building the system turns every palette into CSS variables
 * and semantic tokens, and it is the longest single step of start-up: these five only made it slower.
 * theme.test.ts fails if the app asks for one. Only those are dropped: every other token stays, above all the
 * semantic `bg`, `fg` and `border` groups that menus, dialogs, popovers, radios and checkboxes paint with
 * (dropping them once made every panel transparent, with no error anywhere).
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * The light value of every semantic token. The app has no dark mode (nothing sets Chakra's `.dark` class), and
 * the dark values were work at every start-up and CSS variables in every server-rendered page, for nothing. A
 * token written `{ _light, _dark }` becomes its `_light` value.
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const node = tokens as Record<string, unknown>;
  const value = node.value as Record<string, unknown> | undefined;
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

// Chakra's defaultConfig carries a recipe for every Chakra component, shipped on every page. The app builds its
// system from the base preset, Chakra's tokens, and only the recipes of the components it uses: a
// component added to the app needs its recipe here (unstyled otherwise; theme.test.ts checks every import).
const chakraTheme = defineConfig({
  preflight: true,
  // No CSS cascade layers (@layer reset, base, tokens, recipes). When a rule is added to a stylesheet that has
  // layers, Chromium rebuilds its layer order: it recomputes the style of every element and re-measures all the
  // text ("Fonts changed"), a long task on a slow phone each time emotion adds the styles of a component rendered after
  // hydration. Without layers it restyles only the elements the new rule matches. The order still holds: each
  // element has one emotion class (recipe and style props merged, props last), and the reset's and global CSS's
  // element selectors lose to any class. The same pixels on 18 pages (phone and desktop) with and without.
  disableLayers: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

// The club's colours. The accent keeps ≥ 4.5:1 contrast with white text.
const config = defineConfig({
  theme: {
    // WCAG AA where Chakra's defaults fall short (issue 26): white text on the green of a solid badge or button
    // ('Inscrit ✓') read 3.3:1 on green.600 (5.0:1 on green.700), and on the orange of 'Sur la liste d’attente'
    // 3.6:1 on orange.600 (5.2:1 on orange.700); the focus outline of text fields (and of every
    // gray control) was gray.400, 2.6:1 on white, under the 3:1 a focus indicator needs (gray.600: 7.7:1).
    semanticTokens: {
      colors: {
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        gray: { focusRing: { value: '{colors.gray.600}' } },
      },
    },
    tokens: {
      colors: {
        brand: {
          navy: { value: '#1f2a44' },
          navyDark: { value: '#141c30' },
          accent: { value: '#c8102e' },
          gold: { value: '#f5c542' },
        },
      },
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
  },
  globalCss: {
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '0',
      zIndex: 'max',
      background: 'white',
      color: 'black',
      padding: '2',
    },
    '.skip-link:focus': { left: '2' },
  },
});

/**
 * The global styles computed by the build (vite-chakra-global.ts); undefined in the dev server and unit tests,
 * where Chakra computes them at start as usual. `prebuiltGlobal` is ours: patches/@chakra-ui+react+3.37.0.patch.
 */
declare const __CHAKRA_GLOBAL__: { name: string; styles: string } | undefined;
const prebuiltGlobal = typeof __CHAKRA_GLOBAL__ === 'undefined' ? undefined : __CHAKRA_GLOBAL__;

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config, { prebuiltGlobal });
