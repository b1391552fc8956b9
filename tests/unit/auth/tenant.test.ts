import {describe, expect, it, vi} from 'vitest';
import {isValidTenantId, readTenantId} from '../../../src/auth/tenant';

describe('isValidTenantId', () => {
  it.each(['A', 'ACME_CORP', 'A1_B2', `A${'B'.repeat(29)}`])('accepts %s', (tenantId) => {
    expect(isValidTenantId(tenantId)).toBe(true);
  });

  it.each([
    ['a lower-case letter', 'acme'],
    ['a leading digit', '1ACME'],
    ['a leading underscore', '_ACME'],
    ['31 characters', `A${'B'.repeat(30)}`],
    ['a hyphen', 'ACME-CORP'],
    ['a space', 'ACME CORP'],
    ['nothing', ''],
  ])('rejects %s', (_why, tenantId) => {
    expect(isValidTenantId(tenantId)).toBe(false);
  });
});

describe('readTenantId', () => {
  it('reads a valid tenantId from the query string', () => {
    expect(readTenantId('?tenantId=ACME_CORP&tab=curl', vi.fn())).toBe('ACME_CORP');
  });

  it('returns undefined without a warning when there is no tenantId', () => {
    const warn = vi.fn();
    expect(readTenantId('?tab=curl', warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores an invalid tenantId', () => {
    expect(readTenantId('?tenantId=acme', vi.fn())).toBeUndefined();
  });

  it('warns with the rejected value and the rule it broke', () => {
    const warn = vi.fn();
    readTenantId('?tenantId=acme', warn);
    expect(warn).toHaveBeenCalledWith(
      'Ignoring tenantId "acme": a tenant id is a capital letter followed by up to 29 capital letters, ' +
        'digits or underscores (for example ACME_CORP).',
    );
  });

  it('warns about an empty tenantId too', () => {
    const warn = vi.fn();
    readTenantId('?tenantId=', warn);
    expect(warn).toHaveBeenCalledOnce();
  });
});
