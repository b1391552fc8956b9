// Unit tests: fast, no browser. Browser behaviour lives in tests/e2e (Playwright).
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The tsconfig keeps JSX for Docusaurus to compile; unit tests of components need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
