/**
 * The club's design, written once: Panda's config (panda.config.ts, the CSS every page is drawn with) and
 * Chakra's runtime system (theme.ts, the overlays loaded after hydration) both extend Chakra's theme with it.
 * Plain objects only: Panda's config loader imports this file at build time.
 */

/**
 * Colour palettes the app does not draw with (it uses gray and red as `colorPalette`s, orange, green and blue for
 * the alert and field statuses, and the neutrals). Each palette is CSS variables and semantic tokens on every
 * page: these five were bytes and work for nothing. theme.test.ts fails if the app asks for one. Only those are
 * dropped: every other token stays, above all the semantic `bg`, `fg` and `border` groups that menus, dialogs,
 * popovers, radios and checkboxes paint with (dropping them once made every panel transparent, with no error).
 */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

export const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * The light value of every semantic token. The app has no dark mode (nothing sets a `.dark` class): the dark
 * values would be CSS in every page for nothing. A token written `{ _light, _dark }` (Chakra) or
 * `{ base, _dark }` (Panda) becomes its light value.
 */
export function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const node = tokens as Record<string, unknown>;
  const value = node.value as Record<string, unknown> | undefined;
  if (value && typeof value === 'object') {
    if ('_light' in value) return { ...node, value: value._light } as T;
    if ('base' in value && '_dark' in value) return { ...node, value: value.base } as T;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const FONT_STACK = "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The club's tokens, on top of Chakra's. The accent keeps ≥ 4.5:1 contrast with white text. */
export const clubTokens = {
  colors: {
    brand: {
      navy: { value: '#1f2a44' },
      navyDark: { value: '#141c30' },
      accent: { value: '#c8102e' },
      gold: { value: '#f5c542' },
    },
  },
  fonts: {
    heading: { value: FONT_STACK },
    body: { value: FONT_STACK },
  },
};

/**
 * WCAG AA where Chakra's defaults fall short (issue 26): white text on the green of a solid badge or button
 * ('Inscrit ✓') read 3.3:1 on green.600 (5.0:1 on green.700), and on the orange of 'Sur la liste d’attente'
 * 3.6:1 on orange.600 (5.2:1 on orange.700); the focus outline of text fields (and of every gray control) was
 * gray.400, 2.6:1 on white, under the 3:1 a focus indicator needs (gray.600: 7.7:1).
 */
export const clubSemanticTokens = {
  colors: {
    green: { solid: { value: '{colors.green.700}' } },
    orange: { solid: { value: '{colors.orange.700}' } },
    gray: { focusRing: { value: '{colors.gray.600}' } },
  },
};

export const clubGlobalCss = {
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
};
