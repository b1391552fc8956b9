// The API reference: writes the reference's pages as MDX from the API model into a generated
// folder and serves them with a docs plugin instance (id `api`, at /api/), so they get the docs
// layout, sidebar, previous/next, search and Markdown copies like every other page. The pages are
// generated once per load of the content (`loadContent`), and again when the description changes.
// Other instances can serve other descriptions (the test build's fixtures do), each with its own id,
// route and folder.
import {cp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {validateOptions as validateDocsOptions, type PluginOptions as DocsPluginOptions, type Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {apiDescriptionFile, OPENAPI_SOURCE, type ApiModel} from '../../openapi';
import {loadCachedApiModel} from './siteModel';
import {apiReferenceFiles, apiSidebar, modelSummary, type GeneratedFile, type PageOptions} from './pages';
import {consoleFiles, SERVER_CONSOLE_DIR, serverConsoleLoaders} from './consoleData';
import {DOCS_VERSION_SETTING, readDocsVersion} from '../../config/docsVersion';
import {CONSOLE_MODULES_DIR} from '../../mcp/buildOutput';
import {API_PLUGIN_ID, generatedDirFor, REFERENCE_SIDEBAR, type ApiReferenceContent} from './instances';
import {contentLoadedByGroup, navbarDocIds, withDocList} from '../docs-groups';

export {API_PLUGIN_ID, GENERATED_DIR, generatedDirFor, type ApiReferenceContent} from './instances';

export const SIDEBAR_FILE = 'sidebars.json';
/** A summary of the model beside the generated pages, for browser tests that run on the build. */
export const MODEL_SUMMARY_FILE = 'model-summary.json';

/** The reference's own options, beside those of the docs instance that serves it. */
export type ApiReferenceOptions = {
  /** The OpenAPI description, relative to the site (default: this site's, `openapi/openapi.yaml` or the file DOCS_OPENAPI names). */
  description?: string;
  /** This site's house rules for its own description (see `BuildOptions.strict` in src/openapi). */
  strict?: boolean;
};
export type ApiReferencePluginOptions = DocsPluginOptions & {description?: string; strict: boolean};


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

/** Every file of a reference: pages, console data, sidebar and the model summary. */
export function referenceFiles(model: ApiModel, options: PageOptions = {}): GeneratedFile[] {
  return [
    ...apiReferenceFiles(model, options),
    ...consoleFiles(model),
    {path: SIDEBAR_FILE, content: `${JSON.stringify(apiSidebar(model), null, 2)}\n`},
    {path: MODEL_SUMMARY_FILE, content: `${JSON.stringify(modelSummary(model, readDocsVersion(process.env[DOCS_VERSION_SETTING]).version), null, 2)}\n`},
  ];
}

/** The route base of an instance as the model's permalinks use it: `/api`, `/__fixtures/api/webhooks`. */
const routeBaseOf = (routeBasePath: string) => `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`;

export default async function apiReferencePlugin(context: LoadContext, options: ApiReferencePluginOptions): Promise<Plugin<unknown>> {
  const {description, strict, ...docsOptions} = options;
  const descriptionFile = description ? path.resolve(context.siteDir, description) : apiDescriptionFile(context.siteDir);
  const routeBase = routeBaseOf(docsOptions.routeBasePath);
  const directory = path.join(context.siteDir, generatedDirFor(docsOptions.id));
  const sidebarPath = path.join(directory, SIDEBAR_FILE);
  // The docs instance checks that its folder and sidebar exist when it is created; the pages
  // themselves are written once, in loadContent.
  await mkdir(directory, {recursive: true});
  if ((await readFile(sidebarPath, 'utf8').catch(() => undefined)) === undefined) await writeFile(sidebarPath, `${JSON.stringify({api: []})}\n`);
  const docs = await pluginContentDocs(context, {...docsOptions, path: directory, sidebarPath});
  const reference: ApiReferenceContent = {descriptionFile, strict, routeBase};
  const keep = navbarDocIds((context.siteConfig.themeConfig as {navbar?: {items?: Parameters<typeof navbarDocIds>[0]}}).navbar?.items, docsOptions.id);
  return {
    ...docs,
    // As the docs instances (src/plugins/docs-groups): the version route becomes one route per
    // sidebar group, so a page loads its group's pages and sidebar rather than the whole
    // reference's, and the global data every page's main.js carries lists only the docs navbar
    // items link (0.7 KB brotli less on every page at this size).
    contentLoaded: contentLoadedByGroup(docs, {pluginId: docsOptions.id, sidebar: REFERENCE_SIDEBAR, baseUrl: context.baseUrl, keepDescriptions: false}, (actions) => ({
      ...actions,
      setGlobalData: (data) => actions.setGlobalData(withDocList(data, keep)),
    })),
    // The server build renders pages, never a console: each page's console loader becomes one that
    // loads nothing, so the operations' validators and example data (38 MB of modules at 1,000
    // operations) are bundled for the browser only.
    configureWebpack(config, isServer, utils, content) {
      const configured = docs.configureWebpack?.(config, isServer, utils, content as Parameters<NonNullable<typeof docs.configureWebpack>>[3]) ?? {};
      if (!isServer) return configured;
      return {...configured, plugins: [...(configured.plugins ?? []), serverConsoleLoaders(utils.currentBundler.instance.NormalModuleReplacementPlugin)]};
    },
    getPathsToWatch: () => [...(docs.getPathsToWatch?.() ?? []), descriptionFile],
    async loadContent() {
      const model = await loadCachedApiModel(descriptionFile, {strict, routeBase});
      await syncFiles(directory, referenceFiles(model, {siteReference: docsOptions.id === API_PLUGIN_ID}));
      const content = await docs.loadContent!();
      return {...content, apiReference: reference};
    },
    // The console's modules as CommonJS, for the docs MCP server's validate_request (src/mcp): the
    // server answers for this site's reference only, so other instances keep theirs.
    async postBuild(props: Parameters<NonNullable<typeof docs.postBuild>>[0]) {
      await docs.postBuild?.(props);
      if (docsOptions.id === API_PLUGIN_ID) await cp(path.join(directory, SERVER_CONSOLE_DIR), path.join(props.outDir, CONSOLE_MODULES_DIR), {recursive: true});
    },
  } as Plugin<unknown>;
}

/** The options of a docs instance for a reference; what the reference fixes cannot be overridden. */
export function validateOptions({validate, options}: OptionValidationContext<(DocsOptions & ApiReferenceOptions) | undefined, ApiReferencePluginOptions>): ApiReferencePluginOptions {
  const {description, strict = false, ...given} = options ?? {};
  if (description !== undefined && (typeof description !== 'string' || !description)) throw new Error(`api-reference option description must be the path of an OpenAPI description, e.g. ${OPENAPI_SOURCE}`);
  if (typeof strict !== 'boolean') throw new Error('api-reference option strict must be true or false');
  const id = given.id ?? API_PLUGIN_ID;
  const docsOptions = validateDocsOptions({
    // The docs instance validates its own options; the reference's two were checked above.
    validate: validate as unknown as OptionValidationContext<DocsOptions | undefined, DocsPluginOptions>['validate'],
    options: {
      routeBasePath: 'api',
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      breadcrumbs: true,
      ...given,
      id,
      path: generatedDirFor(id),
      sidebarPath: path.join(generatedDirFor(id), SIDEBAR_FILE),
    },
  });
  return {...docsOptions, description, strict};
}
