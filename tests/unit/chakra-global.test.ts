// The build computes Chakra's global styles once (vite-chakra-global.ts) instead of every start of the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { chakraGlobalAtBuild, serializedGlobal } from '../../vite-chakra-global';

const require = createRequire(import.meta.url);
const systemModule = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

function transform(code: string, id: string) {
  const plugin = chakraGlobalAtBuild();
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = plugin.transform as unknown as (this: { error: typeof error }, code: string, id: string) => { code: string } | undefined;
  return hook.call({ error }, code, id);
}

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

  it('are used by the installed Chakra’s createSystem, and the build fails if its line changes', () => {
    const source = readFileSync(systemModule, 'utf8');
    expect(transform(source, systemModule)?.code).toContain('const _global = config.prebuiltGlobal ?? [');
    expect(() => transform(source.replace('getTokenCss()];', 'getTokenCss(), extra];'), systemModule)).toThrow(/createSystem changed/);
    expect(transform(source, '/elsewhere/system.js')).toBeUndefined();
  });
});
