import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { token as pandaToken } from 'styled-system/tokens';
import { system } from './chakra-system';

// The system carries only the recipes of the components the app uses (chakra-system.ts). This test reads every
// import from '@chakra-ui/react' in src/ and fails when a component's recipe is missing or no longer needed, or
// when a new name is not classified here yet.
const RECIPE_OF: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Button: 'button',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Container: 'container',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputAddon: 'inputAddon',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Spinner: 'spinner',
  Tag: 'tag',
  Textarea: 'textarea',
};
// Layout primitives, helpers, hooks and types: no recipe.
const NO_RECIPE = new Set([
  'AspectRatio',
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'LinkBox',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Span',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
  'useBreakpointValue',
  // Types.
  'SystemStyleObject',
]);

/** The app's source files (tests excluded), read once. */
function sourceTexts(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceTexts(file, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(fs.readFileSync(file, 'utf8'));
  }
  return into;
}
const sources = sourceTexts(path.resolve(__dirname, '../..'));

function chakraImports(): Set<string> {
  const into = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of match[1].split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (imported) into.add(imported);
      }
    }
  }
  return into;
}

describe('the Chakra system', () => {
  const used = [...chakraImports()];

  it('has a recipe for every component the app imports', () => {
    const missing = used.filter((name) => RECIPE_OF[name] && !system.isRecipe(RECIPE_OF[name]) && !system.isSlotRecipe(RECIPE_OF[name]));
    expect(missing).toEqual([]);
  });

  it('has no recipe for a component the app does not import (each one is code in the overlays’ chunk)', () => {
    const wanted = new Set(used.flatMap((name) => (RECIPE_OF[name] ? [RECIPE_OF[name]] : [])));
    const shipped = [...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})];
    expect(shipped.filter((recipe) => !wanted.has(recipe))).toEqual([]);
  });

  it('knows every name imported from @chakra-ui/react (add new components to RECIPE_OF or NO_RECIPE)', () => {
    expect(used.filter((name) => !RECIPE_OF[name] && !NO_RECIPE.has(name))).toEqual([]);
  });

  it('has every colour palette the app names, and only those', () => {
    const named = new Set<string>();
    for (const source of sources) {
      // colorPalette="red", bg="gray.50", color: 'whiteAlpha.700'…
      for (const match of source.matchAll(/colorPalette[=:]\s*["']([a-z]+)["']/g)) named.add(match[1]);
      for (const match of source.matchAll(/["']([a-z]+[A-Z]?[a-z]*)\.(\d{2,3})["']/g)) named.add(match[1]);
    }
    expect(named.has('red') && named.has('gray')).toBe(true);
    for (const palette of [...named, 'orange', 'green', 'blue']) {
      expect(system.token(`colors.${palette}.500`, '') || system.token(`colors.${palette}.50`, ''), palette).not.toBe('');
    }
    expect(system.token('colors.purple.500', '')).toBe('');
  });

  it('keeps every semantic colour token of Chakra (panels, menus, radios and checkboxes paint with them)', async () => {
    const { semanticTokens } = await import('@chakra-ui/react/theme');
    const groups = ['bg', 'fg', 'border'] as const;
    for (const group of groups) {
      for (const name of Object.keys((semanticTokens.colors as Record<string, Record<string, unknown>>)[group])) {
        const token = name === 'DEFAULT' ? `colors.${group}` : `colors.${group}.${name}`;
        expect(system.token(token, ''), token).not.toBe('');
      }
    }
    // The ones the open panels use, by their CSS variables.
    const css = JSON.stringify(system.getGlobalCss?.() ?? {}) + JSON.stringify(system.getTokenCss?.() ?? '');
    for (const variable of ['--chakra-colors-bg-panel', '--chakra-colors-bg-muted', '--chakra-colors-border']) {
      expect(css, variable).toContain(variable);
    }
  });

  it('writes no CSS cascade layer: Chromium recomputes the style of every element, and re-measures all the text, each time a rule is added to a stylesheet that has layers', () => {
    const recipeStyles = system.css(system.cva({ base: { color: 'red.500' } })({}), { padding: '2' });
    expect(JSON.stringify(recipeStyles)).not.toContain('@layer');
    expect(JSON.stringify(system.getGlobalCss()) + JSON.stringify(system.getPreflightCss())).not.toContain('@layer');
    expect(system.layers.wrap('recipes', { color: 'red' })).toEqual({ color: 'red' });
  });

  it('keeps the light value of each semantic token and drops the dark one (the app has no dark mode)', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).not.toContain('.dark');
    // The panels' background is white: its light value.
    expect(css).toMatch(/"--chakra-colors-bg-panel":"var\(--chakra-colors-white\)"/);
  });

  it('paints with the CSS variables Panda’s stylesheet defines, under the same names (it inserts none itself)', () => {
    expect(system._global).toEqual([]);
    const names = [
      'colors.bg.panel',
      'colors.bg.muted',
      'colors.border',
      'colors.fg.muted',
      'colors.red.solid',
      'colors.brand.navy',
      'spacing.4',
      'radii.l2',
    ];
    for (const name of names) {
      expect(system.token.var(name), name).toBe(pandaToken.var(name as never));
      expect(pandaToken(name as never), name).toBeTruthy();
    }
    // The club's contrast fixes are the same on both sides.
    expect(pandaToken('colors.green.solid')).toBe('var(--chakra-colors-green-700)');
    expect(JSON.stringify(system.getTokenCss())).toContain('"--chakra-colors-green-solid":"var(--chakra-colors-green-700)"');
  });
});
