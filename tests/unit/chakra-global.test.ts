// The build computes Chakra's global styles once (vite-chakra-global.ts) instead of every start of the app, and
// hands them to createSystem as `prebuiltGlobal` (patches/@chakra-ui+react+3.37.0.patch).
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { serializedGlobal } from '../../vite-chakra-global';

describe('Chakra’s global styles computed at build', () => {
  it('hold the reset, the global CSS and the theme’s tokens as CSS variables', () => {
    const { name, styles } = serializedGlobal();
    expect(name).toMatch(/^[a-z0-9]+$/);
    expect(styles).toContain('--chakra-colors-brand-navy:#1f2a44');
    expect(styles).toContain('--chakra-spacing-4:');
    expect(styles).toContain('.skip-link');
    expect(styles).toContain('box-sizing:border-box'); // the reset
    expect(styles).not.toContain('@layer'); // app/theme.ts: disableLayers
  });

  it('are used by the installed Chakra’s createSystem (the patch is applied)', () => {
    const prebuiltGlobal = { name: 'prebuilt', styles: ':root{--x:1}' };
    expect(createSystem(defaultBaseConfig, { prebuiltGlobal })._global).toEqual(prebuiltGlobal);
    // Without it, Chakra computes them as usual.
    const computed = createSystem(defaultBaseConfig)._global;
    expect(Array.isArray(computed)).toBe(true);
    expect(computed).toHaveLength(3);
  });
});
