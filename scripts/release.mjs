// Author command: declares a release of the API description for the changelog.
//   npm run release -- 1.1.0            sets info.version, copies openapi/openapi.yaml to
//                                       openapi/releases/1.1.0.openapi.yaml and writes 1.1.0.md to complete
//   npm run release -- 1.1.0 --refresh  takes the latest release's description again from openapi/openapi.yaml
// See "Releases and the changelog" in handbook/authoring.md.
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

// The changelog's code is TypeScript: jiti (Docusaurus's own loader) runs it.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {declareRelease} = jiti('../src/plugins/changelog/authoring.ts');

const args = process.argv.slice(2);
const refresh = args.includes('--refresh');
const versions = args.filter((arg) => arg !== '--refresh');
if (versions.length !== 1 || versions[0].startsWith('-')) {
  console.error('Usage: npm run release -- <version> [--refresh]   (for example: npm run release -- 1.1.0)');
  process.exit(2);
}
try {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log(await declareRelease({siteDir}, versions[0], refresh));
} catch (error) {
  console.error(`release: ${error.message}`);
  process.exit(1);
}
