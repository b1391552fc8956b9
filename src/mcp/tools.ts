// The five tools of the docs MCP server, each with an input schema and a description an assistant
// can act on: search_docs, get_page, get_operation, get_error and validate_request. Every answer
// names the page it came from; a question the docs cannot answer gets an error result that says why.
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {errorAnswer, pageAnswer, searchAnswer, searchResults, validationAnswer} from './answers';
import {findError, findOperation, findPage} from './lookup';
import type {Site} from './site';
import {validateRequest} from './validateRequest';

/** The spec's limit of search results (SPEC §2, search settings). */
export const MAX_SEARCH_RESULTS = 20;
export const DEFAULT_SEARCH_RESULTS = 5;

const READ_ONLY = {readOnlyHint: true, idempotentHint: true, openWorldHint: false} as const;

const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const failure = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const searchResultShape = z.object({
  title: z.string(),
  url: z.string().describe('Absolute URL of the page, with the anchor of the matching section.'),
  section: z.string().describe('The part of the site the page belongs to, e.g. "Documentation: Items".'),
  heading: z.string().optional().describe('The heading on the page where the match is.'),
  snippet: z.string().optional(),
  method: z.string().optional().describe('HTTP method, when the page is an API operation.'),
});

export function registerTools(server: McpServer, site: Site): void {
  const {index} = site;
  const docsRoot = `${index.siteUrl}${index.baseUrl}`;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the API documentation',
      description:
        `Searches the documentation at ${docsRoot} (guides, recipes, the API reference and the error codes) with the site's own search and ranking. ` +
        'Returns the best-matching pages, best first, each with its title, URL, section and a snippet; read one with get_page. ' +
        'Plain questions work ("import items asynchronously"), and so do identifiers: an operationId (importItemsAsync), a method with path words (put items import), an error code (40345) or name.',
      inputSchema: {
        query: z.string().describe('What to look for, in words or as an identifier.'),
        limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).optional().describe(`How many pages to return, 1 to ${MAX_SEARCH_RESULTS}; ${DEFAULT_SEARCH_RESULTS} when left out.`),
      },
      outputSchema: {query: z.string(), total: z.number().int().describe('Pages that match, before the limit.'), results: z.array(searchResultShape)},
      annotations: READ_ONLY,
    },
    async ({query, limit}) => {
      if (!query.trim()) return failure('The query is empty: say what to look for, for example "import items asynchronously" or an error code such as 40345.');
      const {terms, hits, total} = await site.search(query, limit ?? DEFAULT_SEARCH_RESULTS);
      if (terms.length === 0) return failure(`"${query}" has no words to search for: common words such as "how" or "the" are left out. Add what the question is about.`);
      const results = searchResults(index, hits);
      return {...text(results.length ? searchAnswer(query, results, total) : `No page matches "${query}". Try other words, or see every page in ${index.llmsTxt}.`), structuredContent: {query, total, results}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page',
      description:
        'Returns one page of the documentation as Markdown: all of its text, tables, callouts, code samples in every language and the text of its diagrams, starting with its URL. ' +
        `Give the page's URL (from search_docs or a link, under ${docsRoot}) or its path within the docs, such as items/drafts/. For an API operation, get_operation finds the page by operationId.`,
      inputSchema: {
        url: z.string().optional().describe(`The page's URL, e.g. ${docsRoot}items/drafts/ (its .md address works too).`),
        path: z.string().optional().describe(`The page's path, e.g. items/drafts/ or ${index.baseUrl}items/drafts/.`),
      },
      annotations: READ_ONLY,
    },
    async ({url, path}) => {
      if ((url === undefined) === (path === undefined)) return failure('Give either url or path, not both and not neither.');
      const page = findPage(index, (url ?? path)!);
      if (!page.ok) return failure(page.message);
      return text(pageAnswer(page.value.url, await site.markdownOf(page.value)));
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Read an API operation',
      description:
        'Returns the reference of one API operation as Markdown, written from the OpenAPI description: method and path, every parameter with its type, default, allowed values and pattern, ' +
        'the request body with its fields and example, request samples, the responses with their fields and examples, the error codes and callbacks. ' +
        'Name it by operationId (importItemsAsync) or by endpoint, as METHOD /path (PUT /datasets/{datasetId}/items/import; the /api/v1/{tenantId} prefix and concrete ids may be left in or out).',
      inputSchema: {
        operationId: z.string().optional().describe('The operationId, e.g. importItemsAsync.'),
        endpoint: z.string().optional().describe('Method and path, e.g. PUT /datasets/{datasetId}/items/import.'),
      },
      annotations: READ_ONLY,
    },
    async ({operationId, endpoint}) => {
      if ((operationId === undefined) === (endpoint === undefined)) return failure('Give either operationId or endpoint, not both and not neither.');
      const operation = findOperation(index, (operationId ?? endpoint)!);
      if (!operation.ok) return failure(operation.message);
      const page = findPage(index, operation.value.url);
      if (!page.ok) return failure(page.message);
      return text(pageAnswer(page.value.url, await site.markdownOf(page.value)));
    },
  );

  server.registerTool(
    'get_error',
    {
      title: 'Look up an error code',
      description:
        "Looks up an error of the API's published error catalogue: its HTTP status, what it means, what to do about it, and which operations can return it. " +
        'Give the code (40345) or the name (TenantUsagePlanNotConfigured) from an error response\'s errors[] entry.',
      inputSchema: {
        code: z.string().optional().describe('The error code, e.g. 40345 or 400601.'),
        name: z.string().optional().describe('The error name, e.g. TenantUsagePlanNotConfigured.'),
      },
      annotations: READ_ONLY,
    },
    async ({code, name}) => {
      if (code === undefined && name === undefined) return failure('Give the error code or its name.');
      const entry = findError(index, [code, name].filter(Boolean).join(' '));
      return entry.ok ? text(errorAnswer(index, entry.value)) : failure(entry.message);
    },
  );

  server.registerTool(
    'validate_request',
    {
      title: 'Check a request against the description',
      description:
        "Checks a request against the OpenAPI description without calling the API, with the validators of the docs' Try it console. " +
        'An invalid request gets the error body the API documents: each fault with its code and name (400601 for a tenant that breaks its pattern, 400603 for an id that is not a UUID, 400701 for a body that breaks its schema) and pathParameter or jsonBody pointing at it. ' +
        'A valid request gets the documented example answer. Path parameters left out take their documented example values.',
      inputSchema: {
        operationId: z.string().describe('The operation: its operationId (importItemsAsync) or METHOD /path.'),
        path: z
          .union([z.string(), z.record(z.string(), scalar)])
          .optional()
          .describe('The path parameters by name ({"tenantId": "ACME_CORP"}), or the path as sent (/api/v1/ACME_CORP/datasets/…, a query string allowed).'),
        query: z.record(z.string(), z.union([scalar, z.array(scalar)])).optional().describe('Query parameters by name; an array for a parameter sent several times.'),
        headers: z.record(z.string(), scalar).optional().describe('Request headers by name, e.g. {"Accept-Encoding": "gzip"}.'),
        body: z.unknown().optional().describe('The request body: a JSON value, or the exact text that would be sent.'),
      },
      outputSchema: {
        valid: z.boolean(),
        status: z.number().int().optional().describe('The status the API answers with.'),
        body: z.unknown().optional().describe('The body the API answers with: the documented error body, or the documented example.'),
        message: z.string().optional().describe('Why the request could not be checked.'),
        source: z.string().describe("URL of the operation's reference page."),
        notes: z.array(z.string()),
      },
      annotations: READ_ONLY,
    },
    async ({operationId, path, query, headers, body}) => {
      const operation = findOperation(index, operationId);
      if (!operation.ok) return failure(operation.message);
      const module = await site.consoleModuleOf(operation.value);
      const {outcome, notes, problem} = validateRequest(module, {path, query, headers, body});
      if (!outcome) return failure(problem ?? 'The request could not be read.');
      const answer = validationAnswer(operation.value, outcome, notes, index.errorList);
      // A body that is not JSON is a mistake in the call, not a question: it fails, with the API's answer to it.
      if (problem) return failure(`${problem} The API would answer:\n\n${answer.text}`);
      return {...text(answer.text), structuredContent: answer.data};
    },
  );
}
