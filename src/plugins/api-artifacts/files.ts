// Where the build publishes the API description's downloads, relative to the base URL. Shared by the
// plugin that writes them, the pages that link to them and the Markdown copies that name them; no
// Node imports, so the browser bundle can take it.

/** The raw description, byte for byte as openapi/openapi.yaml. */
export const DESCRIPTION_FILE = 'openapi.yaml';
export const COLLECTION_FILE = 'postman/data-api.postman_collection.json';
export const ENVIRONMENT_FILE = 'postman/data-api.postman_environment.json';

/**
 * The name a download is saved under: the version before the extensions, so files of two versions
 * never overwrite each other (`openapi.yaml` → `openapi-1.1.0.yaml`,
 * `postman/data-api.postman_collection.json` → `data-api-1.1.0.postman_collection.json`).
 */
export function downloadName(file: string, version: string): string {
  const name = file.split('/').pop() ?? file;
  const dot = name.indexOf('.');
  return dot < 0 ? `${name}-${version}` : `${name.slice(0, dot)}-${version}${name.slice(dot)}`;
}
