// Unit tests: fast, no browser. Browser behaviour lives in tests/e2e (Playwright).
import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The tsconfig keeps JSX for Docusaurus to compile; unit tests of components need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one at a
    // time; much of their time is spent waiting on child processes (the tiny-site builds), so use every core.
    maxWorkers: availableParallelism(),
  },
});
