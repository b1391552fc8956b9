// The built-site link checker: what counts as a broken link, and what it must not read as a link.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkBuiltSite, markdownLinks, scanHtml, urlOfBuildFile} from '../../support/link-checker.mjs';
import {startTags} from '../../support/html.mjs';

const FIXTURE_SITE = path.resolve(__dirname, '../../fixtures/link-checker/site');

describe('checkBuiltSite on the fixture site', async () => {
  const {broken, counts} = await checkBuiltSite(FIXTURE_SITE);
  const found = broken.map(({source, url}: {source: string; url: string}) => `${source} → ${url}`).sort();

  it('finds exactly the broken pages, files, anchors and outside paths, in HTML, llms.txt and Markdown', () => {
    expect(found).toEqual(
      [
        '404.html → /app/docs/1.0.0/gone/',
        'guide.md → https://docs.example.com/app/docs/1.0.0/nowhere/',
        'index.html → /app/docs/1.0.0/guide/#missing-anchor',
        'index.html → /app/docs/1.0.0/nope/',
        'index.html → /elsewhere/',
        'index.html → img/missing.svg',
        'llms.txt → https://docs.example.com/app/docs/1.0.0/missing.md',
      ].sort(),
    );
  });

  it('says why each link is broken', () => {
    const problems = Object.fromEntries(broken.map(({url, problem}: {url: string; problem: string}) => [url, problem]));
    expect(problems['/app/docs/1.0.0/guide/#missing-anchor']).toBe('no element with id "missing-anchor"');
    expect(problems['/elsewhere/']).toBe('outside /app/docs/1.0.0/');
    expect(problems['/app/docs/1.0.0/nope/']).toBe('no such page or file');
  });

  it('reads the llms.txt and Markdown files as well as the HTML, but not the server-only folder', () => {
    expect(counts.htmlFiles).toBe(4);
    expect(counts.textFiles).toBe(2);
  });

  it("does not flag the not-found page's own canonical address", () => {
    expect(found.filter((entry) => entry.includes('404.html/'))).toEqual([]);
  });
});

describe('startTags', () => {
  it('reads unquoted, single- and double-quoted attributes and a ">" inside quotes', () => {
    const [tag] = startTags(`<a title="a > b" data-x='y' href=/x/>t</a>`);
    expect(tag).toEqual({name: 'a', attributes: {title: 'a > b', 'data-x': 'y', href: '/x/'}});
  });

  it('ignores markup inside comments and scripts', () => {
    const tags = startTags('<!-- <a href=/old/> --><script>"<a href=/in-script/>"</script><p id=kept>');
    expect(tags.map((tag) => tag.name)).toEqual(['script', 'p']);
  });

  it('decodes the entities minified HTML uses in attribute values', () => {
    const [tag] = startTags('<a href="versions&amp;changes&#x2F;&#47;&quot;">');
    expect(tag.attributes.href).toBe('versions&changes//"');
  });
});

describe('scanHtml', () => {
  it('collects ids and <a name> as anchors', () => {
    const {anchors} = scanHtml('<h2 id=intro>Intro</h2><a name=legacy></a>');
    expect([...anchors].sort()).toEqual(['intro', 'legacy']);
  });

  it('collects every candidate of a srcset', () => {
    const {urls} = scanHtml('<img src=a.png srcset="a.png 1x, b.png 2x">');
    expect(urls).toEqual(['a.png', 'a.png', 'b.png']);
  });
});

describe('markdownLinks', () => {
  it('reads inline links, images with titles and autolinks but nothing in code', () => {
    const markdown = ['[a](/x/) ![b](/img.png "Logo") <https://example.com/y>', '`[c](/code/)`', '```', '[d](/fenced/)', '```'].join('\n');
    expect(markdownLinks(markdown)).toEqual(['/x/', '/img.png', 'https://example.com/y']);
  });
});

describe('helpers', () => {
  it('gives a page the address it is served at', () => {
    expect(urlOfBuildFile('https://docs.example.com', 'guide/index.html')).toBe('https://docs.example.com/app/docs/1.0.0/guide/');
    expect(urlOfBuildFile('https://docs.example.com', 'index.html')).toBe('https://docs.example.com/app/docs/1.0.0/');
    expect(urlOfBuildFile('https://docs.example.com', 'llms.txt')).toBe('https://docs.example.com/app/docs/1.0.0/llms.txt');
  });
});
