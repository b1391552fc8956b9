// What the production build contains, for specs that must cover every page of a kind (every API
// page, every bundle) rather than a list that goes stale as pages are added.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {BASE_PATH} from './routes';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

function requireBuild(): void {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npx docusaurus build --out-dir build\` before the browser tests.`);
  }
}

const isCompressedCopy = (name: string) => /\.(br|gz)$/.test(name);

function listBuild(folder: string, keep: (name: string) => boolean): string[] {
  requireBuild();
  const root = path.join(BUILD_DIR, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Build files (relative, `/`-separated) under `folder`, without the precompressed copies. */
export function buildFiles(folder = ''): string[] {
  return listBuild(folder, (name) => !isCompressedCopy(name));
}

/** The precompressed copies (`x.br`, `x.gz`) the build holds. */
export function compressedCopies(): Set<string> {
  return new Set(listBuild('', isCompressedCopy));
}

/** The address of every page built under `folder` (`api` → `/app/docs/1.0.0/api/…/`). */
export function builtPagePaths(folder: string): string[] {
  return buildFiles(folder)
    .filter((file) => file.endsWith('/index.html') || file === 'index.html')
    .map((file) => BASE_PATH + file.replace(/index\.html$/, ''));
}

/** The one build file matching `pattern`; throws if there is none or several. */
export function buildFile(pattern: RegExp): string {
  const matches = buildFiles().filter((file) => pattern.test(file));
  if (matches.length !== 1) throw new Error(`Expected one build file matching ${pattern}, found ${matches.length}`);
  return matches[0];
}
