// llms.txt and llms-full.txt follow https://llmstxt.org/: a title, a summary in a quote, then the
// pages by section as links with a description; the full file holds every page in order.
import {describe, expect, it} from 'vitest';
import {buildLlmsFullTxt, buildLlmsTxt, type SiteSummary} from '../../../src/plugins/agent-docs/llmsTxt';
import type {AgentPage} from '../../../src/plugins/agent-docs/pages';

const site: SiteSummary = {
  title: 'API Documentation: Data API',
  summary: 'The Data API reads\nand writes datasets.',
  fullTextUrl: 'https://x/llms-full.txt',
  openApiUrl: 'https://x/openapi.yaml',
  mcpUrl: 'https://x/mcp',
};

const page = (route: string, section: string, extra: Partial<AgentPage> = {}): AgentPage => ({
  route,
  title: `Page ${route}`,
  description: `About ${route}`,
  section,
  listed: true,
  source: {kind: 'api-info', instance: 'api'},
  ...extra,
});

const pages = [
  page('/a/', 'Documentation'),
  page('/b/', 'Recipes', {title: 'Use [brackets]'}),
  page('/c/', 'Documentation', {description: ''}),
  page('/d/', 'API reference', {listed: false}),
];
const llms = buildLlmsTxt(site, pages, (entry) => `https://x${entry.route.slice(0, -1)}.md`);

describe('buildLlmsTxt', () => {
  it('starts with the title and the summary as a one-line quote', () => {
    expect(llms.startsWith('# API Documentation: Data API\n\n> The Data API reads and writes datasets.\n')).toBe(true);
  });

  it('names the full-text file, the OpenAPI description and the MCP server', () => {
    expect(llms).toContain('All pages in one file: https://x/llms-full.txt. The OpenAPI description: https://x/openapi.yaml.');
    expect(llms).toContain('checks requests: `https://x/mcp`.');
  });

  it('groups pages by section in order of first appearance', () => {
    expect(llms.match(/^## .*$/gm)).toEqual(['## Documentation', '## Recipes']);
    expect(llms).toContain('## Documentation\n\n- [Page /a/](https://x/a.md): About /a/\n- [Page /c/](https://x/c.md)\n');
  });

  it('escapes brackets in link text', () => {
    expect(llms).toContain('- [Use \\[brackets\\]](https://x/b.md): About /b/');
  });

  it('leaves out pages that are only a second route of another', () => {
    expect(llms).not.toContain('/d');
  });
});

describe('buildLlmsFullTxt', () => {
  const full = buildLlmsFullTxt(site, [
    {page: pages[0], url: 'https://x/a/', markdown: '# First\n\nBody one.\n'},
    {page: pages[3], url: 'https://x/d/', markdown: '# Hidden\n'},
    {page: pages[1], url: 'https://x/b/', markdown: '# Second\n\nBody two.\n'},
  ]);

  it('gives each page its title, its source address and its body, separated by rules', () => {
    expect(full).toBe(
      '# API Documentation: Data API\n\n> The Data API reads and writes datasets.\n\n---\n\n' +
        '# First\n\nSource: https://x/a/\n\nBody one.\n\n---\n\n# Second\n\nSource: https://x/b/\n\nBody two.\n',
    );
  });
});
