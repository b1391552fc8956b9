// What a build writes for the docs MCP server, and where: the contract between the plugins that
// write it (agent-docs: the site index; api-reference: the console's modules) and the server that
// reads it (src/mcp/site.ts). Browsers never fetch it: nginx refuses the folder, and it gets no
// compressed copies. Types are its only imports, so the plugins and the server can both take it.

import type {ErrorCodeModel} from '../openapi/types';

/** The folder, inside the build, that holds what only the MCP server reads. */
export const MCP_BUILD_DIR = '_mcp';
/** Pages with their Markdown copies, operations and error codes (written by src/plugins/agent-docs). */
export const SITE_INDEX_FILE = `${MCP_BUILD_DIR}/site.json`;
/** One CommonJS module per operation: the console's data and validators (src/plugins/api-reference/consoleData.ts). */
export const CONSOLE_MODULES_DIR = `${MCP_BUILD_DIR}/console`;
/** An operationId as a file name: any character a file or chunk name could trip on becomes `_`. */
export const operationFileName = (operationId: string) => operationId.replace(/[^A-Za-z0-9_-]/g, '_');
/** The module of one operation inside `CONSOLE_MODULES_DIR`. */
export const consoleModuleFile = (operationId: string) => `${operationFileName(operationId)}.cjs`;
/** Bumped when the shape of the site index changes, so a server refuses a build it cannot read. */
export const SITE_INDEX_VERSION = 1;

export type IndexedPage = {
  /** Absolute URL of the page, e.g. `https://docs.example.com/app/docs/1.0.0/items/drafts/`. */
  url: string;
  title: string;
  /** Its section in llms.txt, e.g. `Documentation: Items`. */
  section: string;
  description: string;
  /** Its Markdown copy, relative to the build folder, e.g. `items/drafts.md`. */
  markdown: string;
};

export type IndexedOperation = {
  operationId: string;
  /** Upper case, e.g. `PUT`. */
  method: string;
  path: string;
  summary: string;
  /** Absolute URL of its reference page. */
  url: string;
  isAsync: boolean;
};

/**
 * A catalogue entry as the server answers it: `meaning` and `action` are Markdown with absolute
 * links, the action ending with the support address when the fix is to contact support.
 */
export type IndexedError = Omit<ErrorCodeModel, 'supportSubject'> & {
  /** operationIds of the operations whose responses can carry it. */
  operations: string[];
};

export type SiteIndex = {
  version: typeof SITE_INDEX_VERSION;
  /** The site's title and the API's, e.g. `API Documentation: Data API`. */
  title: string;
  /** Origin of the published site, without a trailing slash. */
  siteUrl: string;
  /** Base path of the docs with its trailing slash, e.g. `/app/docs/1.0.0/`. */
  baseUrl: string;
  /** Absolute URLs of llms.txt and of the error list. */
  llmsTxt: string;
  errorList: string;
  pages: IndexedPage[];
  operations: IndexedOperation[];
  errors: IndexedError[];
};
