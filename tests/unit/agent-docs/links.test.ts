// Links in a Markdown copy work on their own: every one becomes an absolute URL of the site.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createUrlResolver} from '../../../src/plugins/agent-docs/links';

const siteDir = '/site';
const draftsFile = path.join(siteDir, 'docs/items/drafts.mdx');
const resolveUrl = createUrlResolver({
  siteOrigin: 'https://docs.example.com',
  baseUrl: '/app/docs/1.0.0/',
  routeBySourceFile: new Map([
    [draftsFile, '/app/docs/1.0.0/items/drafts/'],
    [path.join(siteDir, 'docs/egress/filter-rows.mdx'), '/app/docs/1.0.0/egress/filter-rows/'],
    [path.join(siteDir, 'docs/versions&changes/changelog.mdx'), '/app/docs/1.0.0/versions&changes/changelog/'],
  ]),
  sourceRoots: [siteDir, path.join(siteDir, 'docs')],
});
const fromDrafts = (url: string) => resolveUrl(url, draftsFile, '/app/docs/1.0.0/items/drafts/');

describe('createUrlResolver', () => {
  it('puts site paths under the base URL with the trailing slash pages have', () => {
    expect(fromDrafts('/api/get-dataset-metadata')).toBe('https://docs.example.com/app/docs/1.0.0/api/get-dataset-metadata/');
  });

  it('keeps the query and fragment of a site path', () => {
    expect(fromDrafts('/egress/filter-rows/#operators')).toBe('https://docs.example.com/app/docs/1.0.0/egress/filter-rows/#operators');
  });

  it('does not add a trailing slash to files', () => {
    expect(fromDrafts('/openapi.yaml')).toBe('https://docs.example.com/app/docs/1.0.0/openapi.yaml');
  });

  it('resolves a pathname:// link to a file of the site, as Docusaurus does', () => {
    expect(fromDrafts('pathname:///llms.txt')).toBe('https://docs.example.com/app/docs/1.0.0/llms.txt');
  });

  it('does not add the base URL twice', () => {
    expect(fromDrafts('/app/docs/1.0.0/recipes/')).toBe('https://docs.example.com/app/docs/1.0.0/recipes/');
  });

  it('resolves a relative link to a source file to that page, keeping the fragment', () => {
    expect(fromDrafts('../egress/filter-rows.mdx#operators')).toBe('https://docs.example.com/app/docs/1.0.0/egress/filter-rows/#operators');
  });

  it('resolves a source file link from the content root', () => {
    expect(fromDrafts('/egress/filter-rows.mdx')).toBe('https://docs.example.com/app/docs/1.0.0/egress/filter-rows/');
  });

  it('keeps an ampersand in a path as it is, since the site serves it unencoded', () => {
    expect(fromDrafts('../versions&changes/changelog.mdx')).toBe('https://docs.example.com/app/docs/1.0.0/versions&changes/changelog/');
  });

  it('leaves a link to an unknown source file as written', () => {
    expect(fromDrafts('./missing.mdx')).toBe('./missing.mdx');
  });

  it('points a fragment at the page it is on', () => {
    expect(fromDrafts('#fold-schemes')).toBe('https://docs.example.com/app/docs/1.0.0/items/drafts/#fold-schemes');
  });

  it('resolves other relative links against the page', () => {
    expect(fromDrafts('../links/')).toBe('https://docs.example.com/app/docs/1.0.0/items/links/');
  });

  it('leaves absolute URLs, mail links and protocol-relative URLs alone', () => {
    for (const url of ['https://example.com/x', 'mailto:support@example.com', '//cdn.example.com/x.js']) {
      expect(fromDrafts(url)).toBe(url);
    }
  });
});
