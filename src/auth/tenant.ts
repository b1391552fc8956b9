// Owns the tenant named by the page's tenantId query parameter and its validation.

export const TENANT_ID_QUERY_PARAMETER = 'tenantId';

/** A capital letter followed by up to 29 capital letters, digits or underscores. */
export const TENANT_ID_PATTERN = /^[A-Z][A-Z0-9_]{0,29}$/;

export function isValidTenantId(value: string): boolean {
  return TENANT_ID_PATTERN.test(value);
}

/**
 * The tenant id from a query string such as `?tenantId=ACME_CORP`, or undefined when there is
 * none. An invalid one is ignored, with a warning that says why, so a mistyped link still opens
 * the page and its author can see what went wrong.
 */
export function readTenantId(search: string, warn: (message: string) => void): string | undefined {
  const value = new URLSearchParams(search).get(TENANT_ID_QUERY_PARAMETER);
  if (value === null) return undefined;
  if (isValidTenantId(value)) return value;
  warn(
    `Ignoring ${TENANT_ID_QUERY_PARAMETER} ${JSON.stringify(value)}: a tenant id is a capital letter ` +
      'followed by up to 29 capital letters, digits or underscores (for example ACME_CORP).',
  );
  return undefined;
}
