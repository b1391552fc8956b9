// "Your workspace" swaps the sample universe's values in every code sample. These checks keep
// that complete: the registry of swappable values agrees with the universe, and every tenant, base
// URL, host and placeholder that samples use is one the swap knows.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OPENAPI_SOURCE, readApiDescription} from '../../../src/openapi';
import {sampleUniverse} from '../../../src/samples/universe';
import {WORKSPACE_FIELDS, fieldByKey, fieldError} from '../../../src/workspace/fields';
import {loadSamplePages, type PageSamples} from '../../support/mdxSamples';
import {markProblems, placeholderName} from '../../support/workspaceMarks';

const root = path.resolve(__dirname, '../../..');
// Parsing every page with remark takes several seconds on a busy machine.
const PAGE_SWEEP_TIMEOUT_MS = 120_000;
const {people, positions, peopleToPositions} = sampleUniverse.datasets;
let pages: PageSamples[] | undefined;
const samplePages = () => (pages ??= loadSamplePages(root));

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

function stringsIn(value: Json, pointer: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([pointer, value]);
  else if (Array.isArray(value)) value.forEach((entry, index) => stringsIn(entry, `${pointer}/${index}`, found));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) stringsIn(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
  return found;
}

describe('the workspace registry', () => {
  it('takes every swappable value from the sample universe, as what the universe says it is', () => {
    expect(fieldByKey('baseUrl').sample).toBe(sampleUniverse.baseUrl);
    expect(fieldByKey('tenantId').sample).toBe(sampleUniverse.tenantId);
    expect([people.type, positions.type, peopleToPositions.type]).toEqual(['PEOPLE', 'POSITIONS', 'LINKS']);
    expect(fieldByKey('peopleDatasetId').sample).toBe(people.id);
    expect(fieldByKey('positionsDatasetId').sample).toBe(positions.id);
    expect(fieldByKey('linksDatasetId').sample).toBe(peopleToPositions.id);
    expect(sampleUniverse.drafts.map((draft) => draft.id)).toContain(fieldByKey('draftId').sample);
  });

  it('holds sample values that pass their own rule and are all different', () => {
    for (const field of WORKSPACE_FIELDS) expect(fieldError(field, field.sample), field.key).toBeUndefined();
    const samples = WORKSPACE_FIELDS.map((field) => field.sample.toUpperCase());
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('is in use: every swappable value appears in the docs and recipes samples', () => {
    const code = samplePages()
      .flatMap((page) => page.code.map((block) => block.code))
      .join('\n')
      .toUpperCase();
    expect(WORKSPACE_FIELDS.filter((field) => !code.includes(field.sample.toUpperCase())).map((field) => field.key)).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);
});

describe('placeholders and swappable values in content', () => {
  it('are all known on every docs and recipes page', () => {
    const problems = samplePages().flatMap((page) => page.code.flatMap((block) => markProblems(block.code, `${page.file}:${block.line}`, WORKSPACE_FIELDS, sampleUniverse)));
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('are all known in openapi.yaml', async () => {
    const doc = (await readApiDescription(path.join(root, OPENAPI_SOURCE))) as Json;
    const problems = stringsIn(doc, '').flatMap(([pointer, text]) => markProblems(text, `openapi/openapi.yaml#${pointer}`, WORKSPACE_FIELDS, sampleUniverse));
    expect(problems).toEqual([]);
  }, PAGE_SWEEP_TIMEOUT_MS);

  it('fail on an unregistered placeholder, another tenant, another base URL or another example host', () => {
    const check = (text: string) => markProblems(text, 'page.mdx:3', WORKSPACE_FIELDS, sampleUniverse);
    expect(check('curl https://api.example.com/api/v1/ACME_CORP/datasets')).toEqual([]);
    expect(check('f"{BASE_URL}/api/v1/{TENANT_ID}" `${BASE_URL}/api/v1/${TENANT_ID}` {{baseUrl}}/api/v1/{{tenantId}}')).toEqual([]);
    // A tenant that breaks the pattern is an error example, not a second sample tenant.
    expect(check('"resourcePath": "/api/v1/acme-corp/datasets"')).toEqual([]);
    expect(check('curl https://api.example.com/api/v1/{tenant}/datasets')).toEqual(['page.mdx:3: tenant placeholder "{tenant}" is not registered (tenantId placeholders: tenantId, TENANT_ID)']);
    expect(check('curl https://api.example.com/api/v1/GLOBEX/datasets')).toEqual(["page.mdx:3: tenant \"GLOBEX\" is not the sample universe's ACME_CORP, so \"Your workspace\" cannot swap it"]);
    expect(check('curl https://eu.example.com/api/v1/ACME_CORP/datasets')).toEqual([
      "page.mdx:3: API base URL \"https://eu.example.com\" is not the sample universe's https://api.example.com, so \"Your workspace\" cannot swap it",
      'page.mdx:3: host eu.example.com is not in the sample universe (api.example.com, storage.example.com)',
    ]);
    expect(check('$API_HOST/api/v1/ACME_CORP')).toEqual(['page.mdx:3: base URL placeholder "$API_HOST" is not registered (baseUrl placeholders: baseUrl, BASE_URL, host)']);
  });

  it('reads placeholders in the spellings samples use', () => {
    expect(['{tenantId}', '{{tenantId}}', '${TENANT_ID}', '$TENANT_ID'].map(placeholderName)).toEqual(['tenantId', 'tenantId', 'TENANT_ID', 'TENANT_ID']);
    expect(['ACME_CORP', '{a-b}', '{}'].map(placeholderName)).toEqual([undefined, undefined, undefined]);
  });
});
