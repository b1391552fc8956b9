// Author command: lists the changes to openapi/openapi.yaml since the latest release, classified by
// api-smart-diff. They are not published until a release holds them (npm run release).
// Usage: npm run changes
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

// The changelog's code is TypeScript: jiti (Docusaurus's own loader) runs it.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {unreleasedChanges} = jiti('../src/plugins/changelog/authoring.ts');

try {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log(await unreleasedChanges({siteDir}));
} catch (error) {
  console.error(`changes: ${error.message}`);
  process.exit(1);
}
