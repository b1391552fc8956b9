// What the MCP tools find from what an assistant types: pages by URL or path in every form the site
// serves, operations by operationId or METHOD /path, errors by code or name; and a clear sentence
// when nothing matches.
import {describe, expect, it} from 'vitest';
import {findError, findOperation, findPage} from '../../../src/mcp/lookup';
import {siteIndex} from '../../fixtures/mcp/siteIndex';

const pageUrl = (address: string) => {
  const found = findPage(siteIndex, address);
  return found.ok ? found.value.url : `not found: ${found.message}`;
};
const operationId = (name: string) => {
  const found = findOperation(siteIndex, name);
  return found.ok ? found.value.operationId : `not found: ${found.message}`;
};

describe('findPage', () => {
  it.each([
    'https://docs.example.com/app/docs/1.0.0/items/drafts/',
    'https://docs.example.com/app/docs/1.0.0/items/drafts.md',
    'https://docs.example.com/app/docs/1.0.0/items/drafts/#layers',
    '/app/docs/1.0.0/items/drafts',
    '/app/docs/1.0.0/items/drafts/index.html',
    '/app/docs/1.0.0/items/drafts.html?x=1',
    'items/drafts/',
    '/items/drafts',
  ])('finds the page from %s', (address) => {
    expect(pageUrl(address)).toBe('https://docs.example.com/app/docs/1.0.0/items/drafts/');
  });

  it('finds the docs root from its path, its index.md and the base path without its slash', () => {
    for (const address of ['/app/docs/1.0.0/', '/app/docs/1.0.0', 'index.md', 'https://docs.example.com/app/docs/1.0.0/index.md']) {
      expect(pageUrl(address), address).toBe('https://docs.example.com/app/docs/1.0.0/');
    }
  });

  it('reads a path with an encoded character', () => {
    expect(pageUrl('/app/docs/1.0.0/versions%26changes/changelog/')).toBe('https://docs.example.com/app/docs/1.0.0/versions&changes/changelog/');
  });

  it('refuses another site, a path that climbs out, and a page that does not exist, saying why', () => {
    expect(pageUrl('https://evil.example.net/app/docs/1.0.0/items/drafts/')).toMatch(/is not on this site: its pages are under https:\/\/docs\.example\.com\/app\/docs\/1\.0\.0\//);
    expect(pageUrl('../../etc/passwd')).toMatch(/leaves the site/);
    expect(pageUrl('/app/docs/1.0.0/no/such/page/')).toMatch(/No page of this site is at .*llms\.txt/);
    expect(pageUrl('   ')).toMatch(/Give the URL or path of a page/);
  });
});

describe('findOperation', () => {
  it('finds an operation by operationId, summary or page slug, in any case', () => {
    for (const name of ['importItemsAsync', 'importitemsasync', 'Import items (async)', 'import-items-async']) expect(operationId(name), name).toBe('importItemsAsync');
  });

  it('finds an operation by METHOD /path, with or without the /api/v1/{tenantId} prefix', () => {
    expect(operationId('PUT /datasets/{datasetId}/items/import')).toBe('importItemsAsync');
    expect(operationId('put /api/v1/{tenantId}/datasets/{datasetId}/items/import')).toBe('importItemsAsync');
    expect(operationId('GET /datasets')).toBe('listDatasets');
  });

  it('matches concrete values and a full URL against the path parameters', () => {
    expect(operationId('PUT https://api.example.com/api/v1/ACME_CORP/datasets/6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34/items/import?x=1')).toBe('importItemsAsync');
  });

  it('names the candidates when a path end fits several operations', () => {
    expect(operationId('PUT /items/import')).toMatch(/matches several operations.*importItemsAsync.*importLinksAsync/);
  });

  it('lists the operations when nothing matches', () => {
    expect(operationId('DELETE /datasets/{datasetId}')).toMatch(/No DELETE operation has a path ending in \/datasets\/\{datasetId\}.*listDatasets \(GET/);
    expect(operationId('cancelJob')).toMatch(/No operation is called "cancelJob"/);
  });
});

describe('findError', () => {
  it('finds an error by code, by name, and by both', () => {
    for (const name of ['40345', 'TenantUsagePlanNotConfigured', 'tenantusageplannotconfigured', '40345 TenantUsagePlanNotConfigured']) {
      const found = findError(siteIndex, name);
      expect(found.ok && found.value.code, name).toBe('40345');
    }
  });

  it('says how to handle a code the catalogue does not publish', () => {
    const found = findError(siteIndex, '40399');
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.message).toMatch(/not in the published error catalogue \(https:\/\/docs\.example\.com\/app\/docs\/1\.0\.0\/errors\/list\/\).*by its HTTP status/);
  });
});
