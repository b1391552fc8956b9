// The built site the MCP server answers from: checks that a folder is a production build with the
// server's files (src/mcp/buildOutput.ts), then gives the tools the site index, each page's
// Markdown copy, the search and the console's modules. It reads the build folder and nothing else.
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {ConsoleOperationModule} from '../components/ApiConsole/types';
import {CONSOLE_MODULES_DIR, consoleModuleFile, SITE_INDEX_FILE, SITE_INDEX_VERSION, type IndexedOperation, type IndexedPage, type SiteIndex} from './buildOutput';
import {loadConsoleModule} from './consoleModules';
import {mcpEndpointPath} from './endpoint';
import {loadSiteSearch, type SiteSearch} from './siteSearch';

/** A build folder the server cannot serve, with what to do about it. */
export class SiteError extends Error {}

export type Site = {
  index: SiteIndex;
  search: SiteSearch;
  /** Where the server answers over HTTP: the site's base path plus `mcp`, e.g. `/app/docs/1.0.0/mcp`. */
  endpointPath: string;
  markdownOf(page: IndexedPage): Promise<string>;
  consoleModuleOf(operation: IndexedOperation): Promise<ConsoleOperationModule>;
};

const isDirectory = async (folder: string) => (await stat(folder).catch(() => undefined))?.isDirectory() ?? false;
const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;

/** The site index, after checking that it is one this server reads. */
async function readSiteIndex(buildDir: string): Promise<SiteIndex> {
  const file = path.join(buildDir, SITE_INDEX_FILE);
  if (!(await isFile(file))) {
    throw new SiteError(`${buildDir} has no ${SITE_INDEX_FILE}: it is not a build of this site, or it was built before the MCP server existed. Run \`npm run build\` and point the server at its build folder.`);
  }
  let index: Partial<SiteIndex>;
  try {
    index = JSON.parse(await readFile(file, 'utf8')) as Partial<SiteIndex>;
  } catch (error) {
    throw new SiteError(`${file} is not valid JSON (${(error as Error).message}): build the site again.`, {cause: error});
  }
  if (index.version !== SITE_INDEX_VERSION) {
    throw new SiteError(`${file} has version ${String(index.version)}, and this server reads version ${SITE_INDEX_VERSION}: build the site with the same checkout as the server.`);
  }
  if (!Array.isArray(index.pages) || !Array.isArray(index.operations) || !Array.isArray(index.errors) || typeof index.baseUrl !== 'string' || typeof index.siteUrl !== 'string') {
    throw new SiteError(`${file} lacks pages, operations, errors or the site's address: build the site again.`);
  }
  return index as SiteIndex;
}

/** Loads a build folder. @throws SiteError saying why the folder cannot be served. */
export async function loadSite(buildDir: string): Promise<Site> {
  const root = path.resolve(buildDir);
  if (!(await isDirectory(root))) throw new SiteError(`${buildDir} is not a folder: give the build folder, e.g. \`npm run mcp -- build\`.`);
  if (!(await isFile(path.join(root, 'index.html')))) throw new SiteError(`${buildDir} has no index.html: it is not a built site. Run \`npm run build\` first.`);
  const index = await readSiteIndex(root);
  let search: SiteSearch;
  try {
    search = await loadSiteSearch(root);
  } catch (error) {
    throw new SiteError((error as Error).message, {cause: error});
  }
  const consoleModules = new Map<string, Promise<ConsoleOperationModule>>();
  return {
    index,
    search,
    endpointPath: mcpEndpointPath(index.baseUrl),
    // Only pages the index lists are read, by the file name the build gave them: nothing a caller types reaches the file system.
    markdownOf: (page) => readFile(path.join(root, page.markdown), 'utf8'),
    consoleModuleOf(operation) {
      let module = consoleModules.get(operation.operationId);
      if (!module) {
        module = loadConsoleModule(path.join(root, CONSOLE_MODULES_DIR, consoleModuleFile(operation.operationId)));
        consoleModules.set(operation.operationId, module);
      }
      return module;
    },
  };
}
