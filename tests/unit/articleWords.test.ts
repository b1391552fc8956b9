// The words of a page's article and of its Markdown copy (tests/support/articleWords.mjs), which the
// whole-pages and Markdown parity checks compare: what counts as a word, which part of the HTML is
// the article, what a copy adds by design, and how the two are compared.
import {describe, expect, it} from 'vitest';
import {
  htmlArticleWords,
  markdownAddedWords,
  markdownWords,
  missingWords,
  noscriptTexts,
  withoutWords,
  wordCoverage,
  wordsOf,
} from '../support/articleWords.mjs';

/** A built doc page as Docusaurus writes it (minified: end tags left out where HTML allows). */
const docPage = (content: string) =>
  `<!doctype html><html><head><title>T</title></head><body><nav class=navbar>Documentation Recipes</nav><main><article>` +
  `<nav class=theme-doc-breadcrumbs><a href=/>Home</a></nav><div class=actions><button type=button>Copy page</button></div>` +
  `<div class="theme-doc-markdown markdown">${content}</div><footer>Last updated</footer></article></main><footer class=footer>Copyright</footer></body></html>`;

describe('words', () => {
  it('are runs of letters and digits, lower-cased, in any script', () => {
    expect(wordsOf('GET /api/v1/{tenantId}/items?top=10 — Café 2026')).toEqual(['get', 'api', 'v1', 'tenantid', 'items', 'top', '10', 'café', '2026']);
  });
});

describe('the words of a built page', () => {
  it('are those of its Markdown content, not of the navbar, breadcrumbs, buttons or footer', () => {
    expect(htmlArticleWords(docPage('<header><h1>Drafts</h1></header><p>Create a draft.'))).toEqual(['drafts', 'create', 'a', 'draft']);
  });

  it('end at the edge of every element, as words end at every node of Markdown', () => {
    const html = docPage(
      '<p>Call <code>get</code>Items, then a <strong>draft</strong>s layer.<table><tr><td>one<td>two</table>' +
        '<pre><code><div class=token-line><span class="token keyword">import</span> requests<br></div><div class=token-line>print<br></div></code></pre>',
    );
    expect(htmlArticleWords(html)).toEqual(['call', 'get', 'items', 'then', 'a', 'draft', 's', 'layer', 'one', 'two', 'import', 'requests', 'print']);
    expect(markdownWords('Call `get`Items, then a **draft**s layer.')).toEqual(['call', 'get', 'items', 'then', 'a', 'draft', 's', 'layer']);
  });

  it('keep tab labels and leave out the heading anchors’ marks and the mobile table of contents', () => {
    const html = docPage(
      '<div class=theme-doc-toc-mobile><button>On this page</button><ul><li><a href=#x>Steps</a></ul></div><h2>Steps<a class=hash-link href=#x>​</a></h2>' +
        '<ul role=tablist><li role=tab>curl<li role=tab>Python</ul>',
    );
    expect(htmlArticleWords(html)).toEqual(['steps', 'curl', 'python']);
  });

  it('count the alt text of a diagram once, from its light drawing', () => {
    const html = docPage('<p><img alt="Flowchart: Start" src="a.svg#diagram-light"><img alt="Flowchart: Start" src="b.svg#diagram-dark">');
    expect(htmlArticleWords(html)).toEqual(['flowchart', 'start']);
  });

  it('count a hidden tab panel, whose text is in the HTML, and images by their alt text', () => {
    const html = docPage('<div role=tabpanel hidden><p>Python sample</div><img src=a.svg alt="A tree of positions">');
    expect(htmlArticleWords(html)).toEqual(['python', 'sample', 'a', 'tree', 'of', 'positions']);
  });

  it('leave out scripts, styles, icons and the text of controls', () => {
    const html = docPage('<p>Text<script>var hidden = 1</script><style>.x{}</style><svg><title>icon</title></svg><button>Copy</button>');
    expect(htmlArticleWords(html)).toEqual(['text']);
  });

  it('are the whole article on a Markdown page of src/pages, which has no doc content element', () => {
    expect(htmlArticleWords('<main><article><header><h1>Glossary</h1></header><p>Terms.</article></main>')).toEqual(['glossary', 'terms']);
  });

  it('are null for a page without an article', () => {
    expect(htmlArticleWords('<main><p>Search</main>')).toBeNull();
  });
});

describe('the words of a Markdown copy', () => {
  it('are its text, inline code, code blocks and image descriptions, without link addresses', () => {
    const markdown = '# Jobs\n\nSee [the ticket](https://docs.example.com/app/docs/1.0.0/working/async/) and `jobStatus`.\n\n![A ticket](https://docs.example.com/t.png)\n\n```bash\ncurl -s "$URL"\n```\n';
    expect(markdownWords(markdown)).toEqual(['jobs', 'see', 'the', 'ticket', 'and', 'jobstatus', 'a', 'ticket', 'curl', 's', 'url']);
  });

  it('are a table’s cells, and a code block’s title after its code', () => {
    const markdown = '| Code | Name |\n| --- | --- |\n| `400601` | Pattern |\n\n```json title="HTTP 400 Bad Request"\n{"errors": []}\n```\n';
    expect(markdownWords(markdown)).toEqual(['code', 'name', '400601', 'pattern', 'errors', 'http', '400', 'bad', 'request']);
  });

  it('added by design are an admonition kind, the Figure label and a diagram source', () => {
    const markdown = '> **Tip: Retries**\n>\n> Wait.\n\n> **Note**\n>\n> Text.\n\n_Figure: A tree_\n\n```mermaid\ngraph TD; A-->B\n```\n';
    expect(markdownAddedWords(markdown)).toEqual(['tip', 'note', 'figure', 'graph', 'td', 'a', 'b']);
    expect(withoutWords(markdownWords(markdown), markdownAddedWords(markdown))).toEqual(['retries', 'wait', 'text', 'tree', 'a']);
  });

  it('added by design are not a quote or emphasis that merely starts with a bold word', () => {
    expect(markdownAddedWords('> Plain quote with **Note** inside.\n\n_Figures are below_\n')).toEqual([]);
  });
});

describe('comparing the two', () => {
  it('finds the words a page lacks, counting repeats', () => {
    expect(missingWords(['a', 'b', 'b', 'b', 'c'], ['b', 'c', 'c', 'd'])).toEqual([
      {word: 'b', missing: 2},
      {word: 'a', missing: 1},
    ]);
  });

  it('measures the share of the expected words carried, counting every occurrence', () => {
    const {share, missing} = wordCoverage(['code', 'code', 'name', 'status'], ['code', 'name', 'status', 'extra']);
    expect(share).toBe(0.75);
    expect(missing).toEqual([{word: 'code', missing: 1}]);
    expect(wordCoverage([], ['any']).share).toBe(1);
  });

  it('finds a page whose last section was left out of its HTML', () => {
    const markdown = '# Export\n\n## Poll\n\nPoll the ticket.\n\n## Download\n\nDownload the result file.\n';
    const cut = docPage('<header><h1>Export</h1></header><h2>Poll</h2><p>Poll the ticket.<h2>Download</h2><noscript><p>From here on, this page shows its text with JavaScript only.</p></noscript>');
    expect(missingWords(markdownWords(markdown), htmlArticleWords(cut) ?? []).map((entry) => entry.word)).toEqual(['download', 'file', 'result', 'the']);
  });
});

describe('noscript notes', () => {
  it('are read as the text a reader without scripts sees', () => {
    const html = '<html><head><noscript><style>.x{}</style></noscript></head><body><noscript><p>Turn on <b>JavaScript</b> to see the rest.</p></noscript></body></html>';
    expect(noscriptTexts(html)).toEqual(['', 'Turn on JavaScript to see the rest.']);
  });
});
