// The workspace's fields: which values each rule accepts, that a refusal names the rule, and that
// only known, valid fields survive (never a token).
import {describe, expect, it} from 'vitest';
import {WORKSPACE_FIELDS, fieldByKey, fieldError, normaliseValue, sanitiseWorkspace} from '../../../src/workspace/fields';

const tenant = fieldByKey('tenantId');
const baseUrl = fieldByKey('baseUrl');
const people = fieldByKey('peopleDatasetId');

describe('workspace fields', () => {
  it('accept tenant ids of the openapi.yaml pattern and refuse others naming the pattern', () => {
    for (const good of ['A', 'YOURS', 'ACME_2', `A${'B'.repeat(29)}`]) expect(fieldError(tenant, good)).toBeUndefined();
    for (const bad of ['acme', '1ACME', 'ACME-CORP', 'ACME CORP', `A${'B'.repeat(30)}`, '_ACME']) {
      expect(fieldError(tenant, bad)).toBe('Tenant id must match ^[A-Z][A-Z0-9_]{0,29}$: a capital letter, then up to 29 capital letters, digits or underscores (for example ACME_CORP).');
    }
  });

  it('accept UUIDs in either case and refuse anything else naming the rule', () => {
    expect(fieldError(people, '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0')).toBeUndefined();
    expect(fieldError(people, ' 0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0 ')).toBeUndefined();
    for (const bad of ['0F1E2D3C4B5A49688776A5B4C3D2E1F0', '0F1E2D3C-4B5A-4968-8776-A5B4C3D2E1F', 'ZF1E2D3C-4B5A-4968-8776-A5B4C3D2E1F0', 'people']) {
      expect(fieldError(people, bad)).toMatch(/^People dataset id must be a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12/);
    }
  });

  it('accept https URLs with a host, port and path, and refuse the rest naming the rule', () => {
    for (const good of ['https://api.eu.example.org', 'https://api.example.org/', 'https://localhost:8443', 'https://gw.example.org/data-api']) expect(fieldError(baseUrl, good)).toBeUndefined();
    for (const bad of ['http://api.example.org', 'api.example.org', 'https://', 'https://api.example.org?x=1', 'https://api.example.org/#top', "https://api.example.org/a'b", 'https://api example.org', 'https://user@api.example.org', 'https://api.example.org:70000', 'javascript:alert(1)']) {
      expect(fieldError(baseUrl, bad), bad).toMatch(/^API base URL must be an https URL/);
    }
  });

  it('treat an empty field as "use the sample value", not as an error', () => {
    for (const field of WORKSPACE_FIELDS) expect(fieldError(field, '   ')).toBeUndefined();
  });

  it('store URLs without their trailing slash and every value trimmed', () => {
    expect(normaliseValue('https-url', ' https://api.example.org/// ')).toBe('https://api.example.org');
    expect(normaliseValue('tenant', ' YOURS ')).toBe('YOURS');
  });

  it('keep only known fields with valid values that differ from the sample', () => {
    expect(
      sanitiseWorkspace({
        tenantId: 'YOURS',
        baseUrl: 'https://api.eu.example.org/',
        peopleDatasetId: 'not-a-uuid',
        positionsDatasetId: fieldByKey('positionsDatasetId').sample,
        draftId: 42,
        token: 'secret-token',
        apiToken: 'secret-token',
      }),
    ).toEqual({tenantId: 'YOURS', baseUrl: 'https://api.eu.example.org'});
  });

  it('give an empty workspace for anything that is not an object', () => {
    for (const input of [null, undefined, 'YOURS', 3, ['YOURS']]) expect(sanitiseWorkspace(input)).toEqual({});
  });
});
