// Unit tests: fast, no browser. Browser behaviour lives in tests/e2e (Playwright).
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
