// Deploy step: publishes the versions' root from deploy/versions.json into a server's docs folder
// (the folder that holds one build per version, e.g. /srv/api-docs/www/app/docs): the manifest at
// versions.json, the page at /app/docs/ and its script. Validates the manifest first and refuses to
// publish one whose current version is not deployed there. Never edit those files on the server.
// Usage: node scripts/publish-versions.mjs <docs folder> [manifest, default deploy/versions.json]
import {copyFileSync, existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {validateVersionsManifest, currentVersionEntry} = jiti('../src/versions/manifest.ts');
const {versionsRootPage, ROOT_SCRIPT_FILE} = jiti('../src/versions/rootPage.ts');
const {PAGE_LIST_FILE} = jiti('../src/versions/files.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_SOURCE = path.join(root, 'deploy/versions.json');
export const ROOT_SCRIPT_SOURCE = path.join(root, 'deploy/versions-root', ROOT_SCRIPT_FILE);

/** Writes `text` to `file` through a temporary file, so a reader never gets half a file. */
function writeAtomically(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * Publishes the manifest at `manifestFile` into `docsDir`. Returns the warnings (a listed version
 * whose folder is missing); throws, writing nothing, when the manifest is invalid or its current
 * version is not deployed.
 */
export function publishVersions(docsDir, manifestFile = MANIFEST_SOURCE) {
  const where = path.relative(process.cwd(), manifestFile) || manifestFile;
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: cannot be read as JSON (${error.message}).`, {cause: error});
  }
  const {manifest, problems} = validateVersionsManifest(parsed);
  if (!manifest) throw new Error(`${where} is not a valid versions manifest:\n- ${problems.join('\n- ')}`);
  const deployed = (entry) => existsSync(path.join(docsDir, entry.version, PAGE_LIST_FILE));
  const current = currentVersionEntry(manifest);
  if (!deployed(current)) {
    throw new Error(`${where}: the current version ${current.version} is not deployed in ${docsDir} (no ${current.version}/${PAGE_LIST_FILE}); deploy its build first.`);
  }
  const warnings = manifest.versions
    .filter((entry) => entry !== current && !deployed(entry))
    .map((entry) => `Version ${entry.version} (${entry.status}) is listed but not deployed in ${docsDir}: its readers are sent to the versions' root.`);
  writeAtomically(path.join(docsDir, 'versions.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  copyFileSync(ROOT_SCRIPT_SOURCE, path.join(docsDir, ROOT_SCRIPT_FILE));
  writeAtomically(path.join(docsDir, 'index.html'), versionsRootPage(manifest));
  return warnings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [docsDir, manifestFile] = process.argv.slice(2);
  if (!docsDir) {
    console.error('Usage: node scripts/publish-versions.mjs <docs folder, e.g. /srv/api-docs/www/app/docs> [manifest]');
    process.exit(2);
  }
  try {
    for (const warning of publishVersions(path.resolve(docsDir), manifestFile && path.resolve(manifestFile))) console.warn(warning);
    console.log(`Published the versions' root in ${path.resolve(docsDir)}.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
