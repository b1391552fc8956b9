// Unit tests: fast, no browser. Browser behaviour lives in tests/e2e (Playwright).
import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const INCLUDE = ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'];

/**
 * Files that mock modules, stub globals or fake timers: each keeps a module graph of its own. Every
 * other file shares its worker's modules with the files before it, so the API model, remark and the
 * rest are loaded once per worker rather than once per file (import time was 36 s of the step's
 * CPU). A file added here is one whose state could leak into the next.
 */
const NEEDS_ISOLATION = [
  'tests/unit/auth/sessionGateComponent.test.ts',
  'tests/unit/auth/reauth.test.ts',
  'tests/unit/search/loadSearchIndex.test.ts',
  'tests/unit/search/reportSiteSearch.test.ts',
  'tests/unit/api-console/send.test.ts',
  'tests/unit/api-console/followJob.test.ts',
  'tests/unit/components/nearScreen.test.ts',
  'tests/unit/theme/tabPanel.test.ts',
];

export default defineConfig({
  // The tsconfig keeps JSX for Docusaurus to compile; unit tests of components need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  // The site alias and the Docusaurus client modules that code under test imports (and tests mock).
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      '@docusaurus/useIsBrowser': fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/useIsBrowser.js', import.meta.url)),
      '@docusaurus/ExecutionEnvironment': fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one at a
    // time; much of their time is spent waiting on child processes (the tiny-site builds), so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {extends: true, test: {name: 'unit', include: INCLUDE, exclude: NEEDS_ISOLATION, isolate: false}},
      {extends: true, test: {name: 'unit, isolated', include: NEEDS_ISOLATION}},
    ],
  },
});
