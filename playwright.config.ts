// Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the
// production build, and against a test build that adds fixtures and an announcement bar.
import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium.mjs';
import {TEST_VERSIONS_MANIFEST} from './tests/fixtures/versions/testVersion.mjs';

// Ports are overridable so several checkouts can run their browser tests at the same time.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173);
export const TEST_BUILD_PORT = Number(process.env.E2E_TEST_BUILD_PORT ?? SITE_PORT + 1);
// The production build behind nginx with deploy/nginx/, so the hosting configuration is tested, not hoped.
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? SITE_PORT + 10);
// Two docs versions side by side behind nginx: the production build (1.0.0) and the test build (1.1.0).
export const VERSIONS_PORT = Number(process.env.E2E_VERSIONS_PORT ?? SITE_PORT + 13);
// The docs MCP server that nginx proxies /app/docs/1.0.0/mcp to; the MCP spec starts it (bench takes +11 and +12, the versions +13).
export const MCP_PORT = Number(process.env.E2E_MCP_PORT ?? SITE_PORT + 14);
// Workers inherit the environment: the MCP spec reads the port from here.
process.env.E2E_MCP_PORT = String(MCP_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous for a busy 2-core machine; a passing test never waits for these.
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-reports/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    {name: 'site', testIgnore: /(\.(fixtures|nginx|versions)|\/api-reference)\.spec\.ts$/},
    {
      name: 'test-build',
      testMatch: /\.fixtures\.spec\.ts$/,
      use: {baseURL: `http://127.0.0.1:${TEST_BUILD_PORT}`},
    },
    // The production build behind nginx: the hosting spec, the page sweep (every page once per colour
    // mode, under the Content-Security-Policy) and the API reference's features under the policy.
    {
      name: 'nginx',
      testMatch: /(\/api-reference|\.nginx)\.spec\.ts$/,
      use: {baseURL: `http://127.0.0.1:${NGINX_PORT}`},
    },
    // Both builds as two deployed versions, with the test manifest (1.1.0 current, 1.0.0 deprecated).
    {
      name: 'versions',
      testMatch: /\.versions\.spec\.ts$/,
      use: {baseURL: `http://127.0.0.1:${VERSIONS_PORT}`},
    },
  ],
  webServer: [
    {
      command: `node tests/support/static-server.mjs build ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The test build is version 1.1.0; the production build is served beside it as 1.0.0.
      command: `node tests/support/static-server.mjs build-test,build ${TEST_BUILD_PORT} ${TEST_VERSIONS_MANIFEST}`,
      url: `http://127.0.0.1:${TEST_BUILD_PORT}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/support/nginx-server.mjs build ${NGINX_PORT} deploy/versions.json ${MCP_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/__health`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node tests/support/nginx-server.mjs build,build-test ${VERSIONS_PORT} ${TEST_VERSIONS_MANIFEST}`,
      url: `http://127.0.0.1:${VERSIONS_PORT}/__health`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
