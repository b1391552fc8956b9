// The API reference: writes the reference's pages as MDX from the API model into a generated
// folder and serves them with a docs plugin instance (id `api`, at /api/), so they get the docs
// layout, sidebar, previous/next, search and Markdown copies like every other page. The instance
// is created here, after the files exist, and reloaded when openapi/openapi.yaml changes.
import {cp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {validateOptions as validateDocsOptions, type PluginOptions as DocsPluginOptions, type Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {apiDescriptionFile} from '../../openapi';
import {loadSiteApiModel} from './siteModel';
import {apiReferenceFiles, apiSidebar, modelSummary, type GeneratedFile} from './pages';
import {consoleFiles, SERVER_CONSOLE_DIR} from './consoleData';
import {DOCS_VERSION_SETTING, readDocsVersion} from '../../config/docsVersion';
import {CONSOLE_MODULES_DIR} from '../../mcp/buildOutput';

/** Where the generated MDX goes, relative to the site; git-ignored and rewritten by every build. */
export const GENERATED_DIR = '.api-reference';
export const SIDEBAR_FILE = 'sidebars.json';
/** A summary of the model beside the generated pages, for browser tests that run on the build. */
export const MODEL_SUMMARY_FILE = 'model-summary.json';
export const API_PLUGIN_ID = 'api';

/** Writes what changed and removes what is gone, so the docs plugin's watcher sees only real edits. */
async function syncFiles(directory: string, files: GeneratedFile[]): Promise<void> {
  await mkdir(directory, {recursive: true});
  const wanted = new Map(files.map((file) => [path.join(directory, file.path), file.content]));
  const existing = (await readdir(directory, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(existing.filter((file) => !wanted.has(file)).map((file) => rm(file)));
  await Promise.all(
    [...wanted].map(async ([file, content]) => {
      const current = await readFile(file, 'utf8').catch(() => undefined);
      if (current === content) return;
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, content);
    }),
  );
}

export async function generateApiReference(siteDir: string): Promise<string> {
  const model = await loadSiteApiModel(siteDir);
  const directory = path.join(siteDir, GENERATED_DIR);
  const files = apiReferenceFiles(model);
  files.push(...consoleFiles(model));
  files.push({path: SIDEBAR_FILE, content: `${JSON.stringify(apiSidebar(model), null, 2)}\n`});
  files.push({path: MODEL_SUMMARY_FILE, content: `${JSON.stringify(modelSummary(model, readDocsVersion(process.env[DOCS_VERSION_SETTING]).version), null, 2)}\n`});
  await syncFiles(directory, files);
  return directory;
}

export default async function apiReferencePlugin(context: LoadContext, options: DocsPluginOptions): Promise<Plugin<unknown>> {
  const directory = await generateApiReference(context.siteDir);
  const docs = await pluginContentDocs(context, {...options, path: directory, sidebarPath: path.join(directory, SIDEBAR_FILE)});
  return {
    ...docs,
    // Every page's main.js carries each docs instance's global data. The browser looks this
    // instance's data up only for its path and versions (no navbar item or hook of ours finds an API
    // page by id), so the list of its pages (0.7 KB brotli on every page) is left out.
    async contentLoaded({content, actions}: Parameters<NonNullable<typeof docs.contentLoaded>>[0]) {
      await docs.contentLoaded!({content, actions: {...actions, setGlobalData: (data) => actions.setGlobalData(withoutDocList(data))}});
    },
    getPathsToWatch: () => [...(docs.getPathsToWatch?.() ?? []), apiDescriptionFile(context.siteDir)],
    async loadContent() {
      await generateApiReference(context.siteDir);
      return docs.loadContent!();
    },
    // The console's modules as CommonJS, for the docs MCP server's validate_request (src/mcp).
    async postBuild(props: Parameters<NonNullable<typeof docs.postBuild>>[0]) {
      await docs.postBuild?.(props);
      await cp(path.join(context.siteDir, GENERATED_DIR, SERVER_CONSOLE_DIR), path.join(props.outDir, CONSOLE_MODULES_DIR), {recursive: true});
    },
  } as Plugin<unknown>;
}

/** A docs instance's global data with each version's list of docs emptied; everything else as it was. */
export function withoutDocList(data: unknown): unknown {
  const plugin = data as {versions?: {docs?: unknown[]}[]};
  if (!Array.isArray(plugin?.versions)) return data;
  return {...plugin, versions: plugin.versions.map((version) => ({...version, docs: []}))};
}

/** The options of a docs instance for the reference; what the reference fixes cannot be overridden. */
export function validateOptions({validate, options}: OptionValidationContext<DocsOptions | undefined, DocsPluginOptions>): DocsPluginOptions {
  return validateDocsOptions({
    validate,
    options: {
      routeBasePath: 'api',
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      breadcrumbs: true,
      ...options,
      id: API_PLUGIN_ID,
      path: GENERATED_DIR,
      sidebarPath: path.join(GENERATED_DIR, SIDEBAR_FILE),
    },
  });
}
