// The index the build writes for the docs MCP server: every page with its Markdown copy, every
// operation with its page, and each error code with the operations that can return it.
import {describe, expect, it} from 'vitest';
import {buildSiteIndex} from '../../../src/plugins/agent-docs/siteIndex';
import {SITE_INDEX_VERSION} from '../../../src/mcp/buildOutput';
import type {AgentPage} from '../../../src/plugins/agent-docs/pages';
import {loadSmallModel} from '../../fixtures/agent-docs/small-openapi';

const small = await loadSmallModel();
const base = '/app/docs/1.0.0/';
const pages: AgentPage[] = [
  {route: base, title: 'Home', description: 'Start here.', section: 'Documentation', listed: true, source: {kind: 'mdx', filePath: '/site/docs/index.mdx'}},
  {route: `${base}api/update-tree/`, title: 'Update tree', description: 'POST /trees/{treeId}: Changes a tree.', section: 'API reference: Trees', listed: true, source: {kind: 'api-operation', operationId: 'updateTree', instance: 'api'}},
];
const input = {
  title: 'Docs: Small API',
  siteUrl: 'https://docs.example.com',
  baseUrl: base,
  llmsTxt: `https://docs.example.com${base}llms.txt`,
  errorList: `https://docs.example.com${base}errors/list/`,
  pages,
  model: small,
  pageUrl: (route: string) => `https://docs.example.com${route}`,
  markdownFile: (route: string) => (route === base ? 'index.md' : `${route.slice(base.length, -1)}.md`),
  resolve: (url: string) => `https://docs.example.com${base}${url.replace(/^\//, '')}`,
  supportEmail: 'support@example.com',
};

describe('buildSiteIndex', () => {
  const index = buildSiteIndex(input);

  it('gives every page its URL, section and Markdown file', () => {
    expect(index.version).toBe(SITE_INDEX_VERSION);
    expect(index.pages).toEqual([
      {url: 'https://docs.example.com/app/docs/1.0.0/', title: 'Home', section: 'Documentation', description: 'Start here.', markdown: 'index.md'},
      {url: 'https://docs.example.com/app/docs/1.0.0/api/update-tree/', title: 'Update tree', section: 'API reference: Trees', description: 'POST /trees/{treeId}: Changes a tree.', markdown: 'api/update-tree.md'},
    ]);
  });

  it('gives every operation its page', () => {
    expect(index.operations).toEqual([{operationId: 'updateTree', method: 'POST', path: '/trees/{treeId}', summary: 'Update tree', url: 'https://docs.example.com/app/docs/1.0.0/api/update-tree/', isAsync: false}]);
  });

  it('lists each error code with its group, meaning, fix and the operations that can return it', () => {
    expect(index.errors[0]).toEqual({code: '400001', name: 'ModeUnknown', status: 400, group: 'Request errors', meaning: 'The mode is unknown.', action: 'Send `merge` or `replace`.', operations: ['updateTree']});
  });

  it('refuses an operation without a page', () => {
    expect(() => buildSiteIndex({...input, pages: pages.slice(0, 1)})).toThrow(/the operation updateTree has no page/);
  });
});
