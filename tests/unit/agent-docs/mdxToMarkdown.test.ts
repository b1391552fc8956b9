// The Markdown copy of an MDX page: clean Markdown a tool can read, with nothing of the page lost
// that Markdown can say.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type MdxToMarkdownOptions} from '../../../src/plugins/agent-docs/mdxToMarkdown';
import {extractCodeBlocks} from '../../support/content.mjs';
import {loadFactsModel} from '../../fixtures/api-facts/factsOpenApi';

const fixtures = path.resolve(__dirname, '../../fixtures/agent-docs');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

const options: MdxToMarkdownOptions = {
  title: 'Every construct',
  resolveUrl: (url) => `https://docs.example.com/resolved?from=${encodeURIComponent(url)}`,
  providerName: 'Orgvue',
  supportEmail: 'support@orgvue.com',
  filePath: 'every-construct.mdx',
  apiModel: await loadFactsModel(),
};

const source = read('every-construct.mdx');
const markdown = mdxToMarkdown(source, options);

describe('mdxToMarkdown', () => {
  it('replaces a figure beside the page by its alt text, since its file is published under another name', () => {
    const copy = mdxToMarkdown('Before.\n\n![Three datasets joined by links](./model.svg)\n\n![Logo](/img/logo.svg)\n', options);
    expect(copy).toContain('_Figure: Three datasets joined by links_');
    expect(copy).not.toContain('model.svg');
    expect(copy).toContain('![Logo](https://docs.example.com/resolved?from=%2Fimg%2Flogo.svg)');
  });

  it('writes the fact elements as the page shows them, from the API model, with absolute links', () => {
    const copy = mdxToMarkdown('Send <Endpoint operation="getTree" />; an unknown id fails with <ErrorCode code="404001" /> (HTTP <ErrorStatus code="404001" />).\n', options);
    expect(copy).toContain(
      'Send [`GET /api/v1/{tenantId}/trees/{treeId}`](https://docs.example.com/resolved?from=%2Fapi%2Fget-tree); an unknown id fails with [`404001 TreeNotFound`](https://docs.example.com/resolved?from=%2Ferrors%2Flist%2F%23404001) (HTTP 404).',
    );
  });

  it('starts with the page title as the only H1', () => {
    expect(markdown.startsWith('# Every construct\n')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  it('keeps a title the content already has instead of adding the front matter one', () => {
    const own = mdxToMarkdown(read('own-title.md'), {...options, title: 'Front matter title'});
    expect(own.startsWith('# Content title\n')).toBe(true);
    expect(own).not.toContain('Front matter title');
  });

  it('drops front matter, imports, exports and expressions', () => {
    expect(markdown).not.toMatch(/^---$|^title:|^import |^export |answer = 42|an author's comment/m);
  });

  it('turns each tab into its label in bold followed by its content', () => {
    expect(markdown).toContain('**curl**\n\n```bash');
    expect(markdown).not.toMatch(/<\/?Tabs|<\/?TabItem/);
  });

  it('labels a tab without a label by its value', () => {
    expect(markdown).toContain('**python**\n\n```python');
  });

  it('keeps every code block with its language, meta and content unchanged', () => {
    const before = extractCodeBlocks(source);
    const after = extractCodeBlocks(markdown, {mdx: false});
    expect(after.map(({lang, meta, code}) => ({lang, meta, code}))).toEqual(before.map(({lang, meta, code}) => ({lang, meta, code})));
  });

  it('writes the configured provider name and support address in place of the components', () => {
    expect(markdown).toContain('about the Orgvue API');
    expect(markdown).toContain('[support@orgvue.com](mailto:support@orgvue.com?subject=Fixture%20question)');
    expect(markdown).toContain('<support@orgvue.com>');
    expect(markdown).not.toMatch(/ProviderName|SupportContact/);
  });

  it('keeps tables as tables, with alignment and escaped pipes', () => {
    expect(markdown).toContain('| Field | Type |\n| --- | :-: |\n| `a\\|b` |');
  });

  it('turns an admonition with a title into a quote that names its kind and title', () => {
    expect(markdown).toContain('> **Warning: Keep the ticket URL**\n>\n> The ticket URL is presigned.');
  });

  it('reads the bracketed admonition title syntax too', () => {
    expect(markdown).toContain('> **Tip: Resolve ids once**');
  });

  it('names an untitled admonition by its kind', () => {
    expect(markdown).toContain('> **Note**\n>\n> No title here.');
  });

  it('keeps the content of JSX it cannot express', () => {
    expect(markdown).toContain('Hidden **detail**.');
    expect(markdown).not.toMatch(/<details>|<summary>/);
  });

  it('leaves colons in prose alone', () => {
    expect(markdown).toContain('a ratio of 16:9, and Note:this stays text.');
  });

  it('removes custom heading ids', () => {
    expect(markdown).toContain('## Samples\n');
    expect(markdown).not.toContain('{#samples}');
  });

  it('passes every link through the resolver', () => {
    for (const url of ['../items/drafts.mdx#layers', '/api/', '#samples', 'https://example.com/spec', '/api/models/item']) {
      expect(markdown).toContain(`from=${encodeURIComponent(url)}`);
    }
  });

  it('puts the text of a drawn diagram before its Mermaid code', () => {
    const copy = mdxToMarkdown('```mermaid\nflowchart TD\n  A[Upload the file] --> B{Valid?}\n```\n', options);
    expect(copy).toContain('_Flowchart: Upload the file; Valid?_\n\n```mermaid\nflowchart TD');
  });

  it('asks for the Markdown of a component with its name, attributes and the module it is imported from', () => {
    const asked: string[] = [];
    const copy = mdxToMarkdown("import ErrorCodes from '@site/.api-reference/_error-codes.mdx';\n\n<ErrorCodes limit=\"3\" />\n\n<HomeCards />\n", {
      ...options,
      componentMarkdown: (name, attribute, importedFrom) => {
        asked.push(`${name} ${attribute('limit') ?? '-'} ${importedFrom ?? '-'}`);
        return name === 'ErrorCodes' ? '| Code | Name |\n| --- | --- |\n| `40345` | TenantUsagePlanNotConfigured |' : undefined;
      },
    });
    expect(asked).toEqual(['ErrorCodes 3 @site/.api-reference/_error-codes.mdx', 'HomeCards - -']);
    expect(copy).toContain('| `40345` | TenantUsagePlanNotConfigured |');
  });

  it('names the file when the MDX does not parse', () => {
    expect(() => mdxToMarkdown(read('broken.mdx'), {...options, filePath: 'broken.mdx'})).toThrow(/could not parse broken\.mdx/);
  });
});
