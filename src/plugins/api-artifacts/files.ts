// Where the build publishes the API description's downloads, relative to the base URL. Shared by the
// plugin that writes them, the pages that link to them and the Markdown copies that name them; no
// Node imports, so the browser bundle can take it.

/** The raw description, byte for byte as openapi/openapi.yaml. */
export const DESCRIPTION_FILE = 'openapi.yaml';
export const COLLECTION_FILE = 'postman/data-api.postman_collection.json';
export const ENVIRONMENT_FILE = 'postman/data-api.postman_environment.json';
