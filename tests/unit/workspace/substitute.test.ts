// Samples with the reader's values: whole values only, in every language's spelling, in one pass;
// and what a code block's indicator names for the swap.
import {describe, expect, it} from 'vitest';
import {sampleUniverse} from '../../../src/samples/universe';
import {applyWorkspace, namedSwap, substitutionFor} from '../../../src/workspace/substitute';

const {people, positions, peopleToPositions} = sampleUniverse.datasets;
const draft = sampleUniverse.drafts[0];
const MINE = '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0';

describe('applyWorkspace', () => {
  it('leaves text alone for an empty workspace', () => {
    const text = `curl https://api.example.com/api/v1/ACME_CORP/datasets/${people.id}`;
    expect(applyWorkspace(text, {})).toBe(text);
    expect(substitutionFor({})('x')).toBe('x');
  });

  it('swaps the tenant and base URL in curl, Python and JavaScript', () => {
    const workspace = {tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org'};
    expect(applyWorkspace('curl "https://api.example.com/api/v1/ACME_CORP/datasets"', workspace)).toBe('curl "https://api.eu.example.org/api/v1/YOURS/datasets"');
    expect(applyWorkspace('TENANT_ID = os.environ.get("TENANT_ID", "ACME_CORP")\nBASE_URL = "https://api.example.com"', workspace)).toBe(
      'TENANT_ID = os.environ.get("TENANT_ID", "YOURS")\nBASE_URL = "https://api.eu.example.org"',
    );
    expect(applyWorkspace("const TENANT_ID = env.TENANT_ID ?? 'ACME_CORP';", workspace)).toBe("const TENANT_ID = env.TENANT_ID ?? 'YOURS';");
  });

  it('swaps the bare host with the host of the reader URL, without its path', () => {
    const workspace = {baseUrl: 'https://gw.example.org/data-api'};
    expect(applyWorkspace('openssl s_client -connect api.example.com:443 -servername api.example.com', workspace)).toBe('openssl s_client -connect gw.example.org:443 -servername gw.example.org');
    expect(applyWorkspace('https://api.example.com/api/v1', workspace)).toBe('https://gw.example.org/data-api/api/v1');
  });

  it('swaps whole values only', () => {
    const workspace = {tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org'};
    for (const text of ['ACME_CORP_TEST', 'XACME_CORP', 'acme_corp', 'https://storage.example.com/acme-corp/x', 'https://api.example.com.evil.test', 'myapi.example.com', 'https://sub.api.example.com']) {
      expect(applyWorkspace(text, workspace), text).toBe(text);
    }
  });

  it('swaps each dataset and draft id in either case, keeping the case the sample used', () => {
    const workspace = {peopleDatasetId: MINE, positionsDatasetId: '1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D', linksDatasetId: '2B3C4D5E-6F7A-4B8C-9D0E-1F2A3B4C5D6E', draftId: '3C4D5E6F-7A8B-4C9D-8E1F-2A3B4C5D6E7F'};
    const text = `${people.id} ${people.id.toLowerCase()} ${positions.id} ${peopleToPositions.id} ${draft.id}`;
    expect(applyWorkspace(text, workspace)).toBe(`${MINE} ${MINE.toLowerCase()} 1A2B3C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D 2B3C4D5E-6F7A-4B8C-9D0E-1F2A3B4C5D6E 3C4D5E6F-7A8B-4C9D-8E1F-2A3B4C5D6E7F`);
  });

  it('does not swap a value inside a longer hex run, nor ids that are not in the workspace', () => {
    const workspace = {peopleDatasetId: MINE};
    expect(applyWorkspace(`${people.id}-00`, workspace)).toBe(`${people.id}-00`);
    expect(applyWorkspace(positions.id, workspace)).toBe(positions.id);
    expect(applyWorkspace(sampleUniverse.missingDatasetId, workspace)).toBe(sampleUniverse.missingDatasetId);
  });

  it('replaces in one pass, so a reader value equal to another sample value is not replaced again', () => {
    const workspace = {peopleDatasetId: positions.id, positionsDatasetId: MINE};
    expect(applyWorkspace(`${people.id} ${positions.id}`, workspace)).toBe(`${positions.id} ${MINE}`);
  });
});

describe('namedSwap', () => {
  const call = `curl "https://api.example.com/api/v1/ACME_CORP/datasets/${people.id}"`;

  it('names the tenant first, as sample → reader', () => {
    expect(namedSwap(call, {tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org', peopleDatasetId: MINE})).toEqual(['ACME_CORP', 'YOURS']);
  });

  it('names the host, without https://, when the block has no tenant or the workspace sets none', () => {
    expect(namedSwap(call, {baseUrl: 'https://api.eu.example.org/v2', peopleDatasetId: MINE})).toEqual(['api.example.com', 'api.eu.example.org/v2']);
    expect(namedSwap('HOST = "api.example.com"', {tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org'})).toEqual(['api.example.com', 'api.eu.example.org']);
  });

  it('names nothing when the workspace changes only ids in the block', () => {
    expect(namedSwap(call, {peopleDatasetId: MINE})).toBeUndefined();
    expect(namedSwap(`GET /datasets/${people.id}`, {tenantId: 'YOURS', peopleDatasetId: MINE})).toBeUndefined();
  });

  it('goes by whole values, as the swap does', () => {
    expect(namedSwap('ACME_CORP_TEST', {tenantId: 'YOURS'})).toBeUndefined();
    expect(namedSwap('https://api.example.com.evil', {baseUrl: 'https://api.eu.example.org'})).toBeUndefined();
  });
});
