// The API models of a build, each loaded once and shared by every plugin that needs it (the
// reference, Markdown copies, downloads, search). A model is reloaded when its description file
// changes. A mistake in a description stops the first load with the author's message alone.
import {stat} from 'node:fs/promises';
import {isAuthorError} from '../../config/authorError';
import {API_ROUTE_BASE, apiDescriptionFile, loadApiModel, type ApiModel, type LoadOptions} from '../../openapi';

/** How this site reads its own description: with its house rules, at /api/. */
export const SITE_API_OPTIONS: Required<LoadOptions> = {strict: true, routeBase: API_ROUTE_BASE};

const cache = new Map<string, {mtimeMs: number; model: Promise<ApiModel>}>();
/** Descriptions that have loaded once in this process; a later failure is a reload in `npm start`. */
const loadedOnce = new Set<string>();

/**
 * The model of the description at `file` (absolute), read once per change of the file. On its first
 * load a mistake in the file prints the author error and stops the command: Docusaurus would wrap it
 * in an error of its own with a stack trace. On a later load (`npm start` after an edit) the error
 * is thrown, and the dev server prints it and keeps running.
 */
export async function loadCachedApiModel(file: string, options: LoadOptions = {}): Promise<ApiModel> {
  const key = JSON.stringify([file, options.strict === true, options.routeBase ?? API_ROUTE_BASE]);
  const {mtimeMs} = await stat(file).catch(() => ({mtimeMs: -1}));
  let entry = cache.get(key);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = {mtimeMs, model: loadApiModel(file, options)};
    cache.set(key, entry);
  }
  try {
    const model = await entry.model;
    loadedOnce.add(key);
    return model;
  } catch (error) {
    if (!isAuthorError(error) || loadedOnce.has(key)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}

/** This site's model, from openapi/openapi.yaml (or the description DOCS_OPENAPI names). */
export function loadSiteApiModel(siteDir: string): Promise<ApiModel> {
  return loadCachedApiModel(apiDescriptionFile(siteDir), SITE_API_OPTIONS);
}
