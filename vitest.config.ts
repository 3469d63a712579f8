import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

// Unit tests: pure logic and small React pieces; the network is faked here, nowhere else.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@club/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'contract/src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Each file still gets its own module graph and DOM, in a worker thread rather than a child process: 145 s → 110 s
    // on this 2-core machine (docs/decisions/0022-where-ci-time-goes.md).
    pool: 'threads',
  },
});
