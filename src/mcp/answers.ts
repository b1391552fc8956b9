// The tools' answers as Markdown an assistant reads and cites: each starts from where it came from
// (the page's URL), so the assistant can link its source.
import type {ExampleOutcome} from '../components/ApiConsole/exampleServer';
import type {IndexedError, IndexedOperation, SiteIndex} from './buildOutput';
import type {SearchHit} from './siteSearch';

const STATUS_TEXT: Record<number, string> = {200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request'};
const statusLine = (status: number) => `${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}`;

/** The fence for a code block whose content may itself hold backticks. */
function codeBlock(content: string, language: string): string {
  const fence = '`'.repeat(Math.max(3, ...(content.match(/`+/g) ?? []).map((run) => run.length + 1)));
  return `${fence}${language}\n${content.replace(/\n$/, '')}\n${fence}`;
}

/** A search hit as the tools report it: absolute URLs, and the page's description when the match has no text of its own. */
export type SearchResult = {title: string; url: string; section: string; heading?: string; snippet?: string; method?: string};

export function searchResults(index: SiteIndex, hits: SearchHit[]): SearchResult[] {
  const pages = new Map(index.pages.map((page) => [page.url, page]));
  return hits.map((hit) => {
    const page = pages.get(`${index.siteUrl}${hit.page}`);
    // A page that matched by its title or an identifier is described by its own description.
    const snippet = hit.snippet ?? page?.description;
    return {
      title: hit.title,
      url: `${index.siteUrl}${hit.target}`,
      section: page?.section ?? '',
      ...(hit.heading ? {heading: hit.heading} : {}),
      ...(snippet ? {snippet} : {}),
      ...(hit.method ? {method: hit.method} : {}),
    };
  });
}

export function searchAnswer(query: string, results: SearchResult[], total: number): string {
  const lines = [`${results.length} of ${total} matching pages for "${query}", best first. Read one with get_page.`, ''];
  for (const [rank, result] of results.entries()) {
    const where = [result.section, result.heading ? `heading "${result.heading}"` : '', result.method ?? ''].filter(Boolean).join(' · ');
    lines.push(`${rank + 1}. [${result.title}](${result.url})${where ? ` (${where})` : ''}`);
    if (result.snippet) lines.push(`   ${result.snippet.replace(/\s+/g, ' ')}`);
  }
  return lines.join('\n');
}

/** A page's Markdown copy, headed by its address. */
export function pageAnswer(url: string, markdown: string): string {
  return `Source: ${url}\n\n${markdown.trim()}\n`;
}

export function errorAnswer(index: SiteIndex, entry: IndexedError): string {
  const operations = entry.operations
    .map((operationId) => index.operations.find((operation) => operation.operationId === operationId))
    .filter((operation): operation is IndexedOperation => operation !== undefined)
    .map((operation) => `- [${operation.summary}](${operation.url}): \`${operation.method} ${operation.path}\` (\`${operation.operationId}\`)`);
  return [
    `# ${entry.code} ${entry.name}`,
    '',
    `Source: ${index.errorList}#${entry.code}`,
    '',
    `- HTTP status: ${entry.status}`,
    `- Group: ${entry.group}`,
    '',
    '## Meaning',
    '',
    entry.meaning,
    '',
    '## What to do',
    '',
    entry.action,
    '',
    '## Operations that can return it',
    '',
    operations.length ? operations.join('\n') : 'No operation lists it among its responses.',
    '',
  ].join('\n');
}

/** What the console's example server answered, as text and as data. */
export function validationAnswer(
  operation: IndexedOperation,
  outcome: ExampleOutcome,
  notes: string[],
  errorList: string,
): {text: string; data: {valid: boolean; status?: number; body?: unknown; message?: string; source: string; notes: string[]}} {
  const source = operation.url;
  const noteLines = notes.length ? ['', 'Notes:', ...notes.map((note) => `- ${note}`)] : [];
  if (outcome.kind === 'refused') {
    return {
      text: [`Not checked: ${outcome.message}`, '', `Source: ${source}`, ...noteLines].join('\n'),
      data: {valid: false, message: outcome.message, source, notes},
    };
  }
  const {answer} = outcome;
  const type = answer.headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? '';
  const json = type.includes('json');
  const body: unknown = json ? JSON.parse(answer.body) : answer.body;
  const valid = answer.status < 400;
  const summary = valid
    ? `Valid: the request matches the description of ${operation.summary} (\`${operation.method} ${operation.path}\`). The API's documented answer is ${statusLine(answer.status)}:`
    : `Invalid: the API refuses this request with ${statusLine(answer.status)} and this body (codes explained at ${errorList}):`;
  return {
    text: [summary, '', codeBlock(answer.body, json ? 'json' : 'text'), '', `Source: ${source}`, ...noteLines].join('\n'),
    data: {valid, status: answer.status, body, source, notes},
  };
}
