// What a reader can set in "Your workspace", the sample value each field stands in for, and the
// rule each value must follow. The sample values come from the sample universe
// (src/samples/universe.ts): registering a value there and naming it here is what makes every code
// sample on the site show the reader's value in its place (see "Your workspace" in handbook/architecture.md).
import {sampleUniverse} from '../samples/universe';

export type WorkspaceRule = 'https-url' | 'tenant' | 'uuid';

export type WorkspaceField = {
  readonly key: WorkspaceKey;
  readonly label: string;
  /** The value the samples use; the reader's value replaces it. */
  readonly sample: string;
  readonly rule: WorkspaceRule;
  /**
   * Names samples may write in the value's place instead (`{tenantId}`, `${TENANT_ID}`…): a
   * placeholder is left as it is, and tests/unit/workspace/marks.test.ts refuses any other name.
   */
  readonly placeholders?: readonly string[];
};

export type WorkspaceKey = 'baseUrl' | 'tenantId' | 'peopleDatasetId' | 'positionsDatasetId' | 'linksDatasetId' | 'draftId';

/** Only the fields below: never the API token, which stays with the console's own rules. */
export type Workspace = Readonly<Partial<Record<WorkspaceKey, string>>>;

const {datasets, drafts} = sampleUniverse;

export const WORKSPACE_FIELDS: readonly WorkspaceField[] = [
  {key: 'baseUrl', label: 'API base URL', sample: sampleUniverse.baseUrl, rule: 'https-url', placeholders: ['baseUrl', 'BASE_URL', 'host']},
  {key: 'tenantId', label: 'Tenant id', sample: sampleUniverse.tenantId, rule: 'tenant', placeholders: ['tenantId', 'TENANT_ID']},
  {key: 'peopleDatasetId', label: 'People dataset id', sample: datasets.people.id, rule: 'uuid'},
  {key: 'positionsDatasetId', label: 'Positions dataset id', sample: datasets.positions.id, rule: 'uuid'},
  {key: 'linksDatasetId', label: 'People-to-Positions links dataset id', sample: datasets.peopleToPositions.id, rule: 'uuid'},
  {key: 'draftId', label: 'Draft id', sample: drafts[0].id, rule: 'uuid'},
];

/** The tenant id pattern of openapi.yaml (`components.parameters.tenantId`). */
export const TENANT_PATTERN = /^[A-Z][A-Z0-9_]{0,29}$/;
const UUID_PATTERN = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
// Host, optional port and path of plain URL characters: the value goes into shell, Python and
// JavaScript strings unquoted-safe, so quotes, spaces, `$` and backslashes are refused.
const HTTPS_URL_PATTERN = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:\/[A-Za-z0-9._~-]+)*\/?$/;

export const RULE_MESSAGES: Record<WorkspaceRule, string> = {
  'https-url': 'must be an https URL: https://, a host name, then optionally a port and a path, with no query string, fragment, spaces or quotes (for example https://api.example.com).',
  tenant: 'must match ^[A-Z][A-Z0-9_]{0,29}$: a capital letter, then up to 29 capital letters, digits or underscores (for example ACME_CORP).',
  uuid: 'must be a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12 (for example 6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34).',
};

/** The value as it is stored and shown in samples: trimmed, without a trailing slash on a URL. */
export function normaliseValue(rule: WorkspaceRule, value: string): string {
  const trimmed = value.trim();
  return rule === 'https-url' ? trimmed.replace(/\/+$/, '') : trimmed;
}

/** Why a value breaks its field's rule, naming the rule; undefined when it is valid or empty. */
export function fieldError(field: WorkspaceField, value: string): string | undefined {
  const normalised = normaliseValue(field.rule, value);
  if (normalised === '') return undefined;
  const ok =
    field.rule === 'tenant'
      ? TENANT_PATTERN.test(normalised)
      : field.rule === 'uuid'
        ? UUID_PATTERN.test(normalised)
        : HTTPS_URL_PATTERN.test(normalised) && isPortInRange(normalised);
  return ok ? undefined : `${field.label} ${RULE_MESSAGES[field.rule]}`;
}

function isPortInRange(url: string): boolean {
  const port = /^https:\/\/[^/:]+:(\d+)/.exec(url)?.[1];
  return port === undefined || (Number(port) > 0 && Number(port) <= 65535);
}

export function fieldByKey(key: WorkspaceKey): WorkspaceField {
  return WORKSPACE_FIELDS.find((field) => field.key === key)!;
}

/**
 * The workspace made of those entries of `input` that are known fields with a valid, non-empty
 * value different from the sample's; anything else (unknown keys such as a token, bad values) is
 * dropped, so what is stored and used is always safe to put into a sample.
 */
export function sanitiseWorkspace(input: unknown): Workspace {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const result: Partial<Record<WorkspaceKey, string>> = {};
  for (const field of WORKSPACE_FIELDS) {
    const value = (input as Record<string, unknown>)[field.key];
    if (typeof value !== 'string') continue;
    const normalised = normaliseValue(field.rule, value);
    if (normalised === '' || fieldError(field, normalised) || normalised === field.sample) continue;
    result[field.key] = normalised;
  }
  return result;
}

export function isEmptyWorkspace(workspace: Workspace): boolean {
  return Object.keys(workspace).length === 0;
}
