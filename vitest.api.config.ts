import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

// API tests against a throwaway Strapi (backend/scripts/test-server.js), started once by the global setup.
//   npx vitest run --config vitest.api.config.ts
export default defineConfig({
  // The tests compute what the server decides (e.g. which day is today in Brussels) with the contract's own rules.
  resolve: { alias: { '@club/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)) } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    environment: 'node',
    // One Strapi for every file; files run one after the other (each test makes its own users and data).
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
