// Checks that every sample writes the workspace's values in a form the swap recognises
// (src/workspace/substitute.ts): the tenant and base URL of every API path are the sample
// universe's values or a registered placeholder, and every example.com host is the universe's.
// A value the swap does not know would stay the sample's while the rest of the block showed the
// reader's, which is worse than no swap at all.
import type {SampleUniverse} from '../../src/samples/universe';
import {TENANT_PATTERN, type WorkspaceField} from '../../src/workspace/fields';

/** `{name}`, `{{name}}`, `${name}` or `$name`: a placeholder, and its name. */
export function placeholderName(text: string): string | undefined {
  return /^(?:\{\{(\w+)\}\}|\$?\{(\w+)\}|\$(\w+))$/.exec(text)?.slice(1).find(Boolean);
}

const hostOf = (url: string) => new URL(url).hostname;

/** Problems with the workspace values in one sample text; `where` names the place in each. */
export function markProblems(text: string, where: string, fields: readonly WorkspaceField[], universe: SampleUniverse): string[] {
  const base = fields.find((field) => field.key === 'baseUrl')!;
  const tenant = fields.find((field) => field.key === 'tenantId')!;
  const problems: string[] = [];
  for (const match of text.matchAll(/(\S*?)\/api\/v1\/([^/\s"'`)?#]+)/g)) {
    const prefix = match[1].replace(/^.*[("'`=]/, '');
    const segment = match[2];
    const tenantName = placeholderName(segment);
    if (tenantName !== undefined) {
      if (!tenant.placeholders?.includes(tenantName)) problems.push(`${where}: tenant placeholder "${segment}" is not registered (tenantId placeholders: ${tenant.placeholders?.join(', ')})`);
    } else if (TENANT_PATTERN.test(segment) && segment !== tenant.sample) {
      problems.push(`${where}: tenant "${segment}" is not the sample universe's ${tenant.sample}, so "Your workspace" cannot swap it`);
    }
    if (prefix === '') continue;
    const baseName = placeholderName(prefix.replace(/^https:\/\//, ''));
    if (baseName !== undefined) {
      if (!base.placeholders?.includes(baseName)) problems.push(`${where}: base URL placeholder "${prefix}" is not registered (baseUrl placeholders: ${base.placeholders?.join(', ')})`);
    } else if (/^https?:\/\//.test(prefix) && prefix !== base.sample) {
      problems.push(`${where}: API base URL "${prefix}" is not the sample universe's ${base.sample}, so "Your workspace" cannot swap it`);
    }
  }
  const knownHosts = new Set([hostOf(universe.baseUrl), hostOf(universe.storageUrl)]);
  for (const match of text.matchAll(/(?<![A-Za-z0-9.-])(?:[A-Za-z0-9-]+\.)*example\.(?:com|org|net)(?![A-Za-z0-9-])/g)) {
    if (!knownHosts.has(match[0])) problems.push(`${where}: host ${match[0]} is not in the sample universe (${[...knownHosts].join(', ')})`);
  }
  return problems;
}
