// The sample run: code samples, marked JSON bodies and the Postman collection against a validating
// mock of openapi/openapi.yaml. Separate from the unit tests because it starts Prism and runs
// Python, Node.js and bash processes (`npx vitest run --config tests/samples/vitest.config.mts`).
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/samples/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own Prism; running them one after the other keeps the 2-core machine usable.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
