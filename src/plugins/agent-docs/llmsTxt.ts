// Writes the two site-wide files for language models (https://llmstxt.org/): llms.txt, an index of
// every page by section, and llms-full.txt, every page's Markdown in reading order.
import type {AgentPage} from './pages';

export type SiteSummary = {
  title: string;
  /** One paragraph saying what the API does. */
  summary: string;
  /** Absolute URLs of the companion files named in the header. */
  fullTextUrl: string;
  openApiUrl: string;
  /** The docs MCP server's endpoint (Streamable HTTP). */
  mcpUrl: string;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Link text may not hold unbalanced brackets; everything else in a title is fine. */
const linkText = (title: string) => oneLine(title).replace(/([[\]])/g, '\\$1');

export function buildLlmsTxt(site: SiteSummary, pages: readonly AgentPage[], markdownUrlOf: (page: AgentPage) => string): string {
  const sections = new Map<string, AgentPage[]>();
  for (const page of pages.filter((entry) => entry.listed)) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  const lines = [
    `# ${oneLine(site.title)}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    'Each link below leads to the Markdown copy of a page; the page itself is at the same address with the `.md` ' +
      `replaced by a slash. All pages in one file: ${site.fullTextUrl}. The OpenAPI description: ${site.openApiUrl}. ` +
      // An endpoint for tools, not a page: in code, so no reader takes it for a link to open.
      `An MCP server (Streamable HTTP) searches these docs, reads pages, operations and error codes, and checks requests: \`${site.mcpUrl}\`.`,
  ];
  for (const [section, entries] of sections) {
    lines.push('', `## ${section}`, '');
    for (const page of entries) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${markdownUrlOf(page)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export type RenderedPage = {page: AgentPage; url: string; markdown: string};

/** Every listed page in order, each headed by its title and the address it came from. */
export function buildLlmsFullTxt(site: SiteSummary, rendered: readonly RenderedPage[]): string {
  const header = `# ${oneLine(site.title)}\n\n> ${oneLine(site.summary)}\n`;
  const bodies = rendered
    .filter(({page}) => page.listed)
    .map(({url, markdown}) => {
      const [firstLine, ...rest] = markdown.split('\n');
      return `${firstLine}\n\nSource: ${url}\n${rest.join('\n')}`.trimEnd();
    });
  return `${[header.trimEnd(), ...bodies].join('\n\n---\n\n')}\n`;
}
