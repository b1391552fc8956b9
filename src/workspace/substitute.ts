// Puts the reader's workspace values into a sample's text in place of the sample universe's.
// One pass over the text, so a reader value that happens to equal another sample value is never
// replaced twice. Only whole values are replaced: `ACME_CORP` but not `ACME_CORP_TEST`, a UUID but
// not a longer hex run around it.
import {WORKSPACE_FIELDS, isEmptyWorkspace, type Workspace, type WorkspaceField} from './fields';

type Mark = {pattern: string; replace: (match: string) => string};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A UUID in either case: each letter becomes `[Aa]`. */
const anyCase = (text: string) => escapeRegExp(text).replace(/[A-Fa-f]/g, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`);
const hostOf = (url: string) => /^https:\/\/([^/:]+)/.exec(url)?.[1] ?? url;

/** The patterns that find one field's sample value in a text, each with what replaces it. */
function fieldMarks(field: WorkspaceField, value: string): Mark[] {
  if (field.rule === 'https-url') {
    // The origin, then the bare host (`HOST = "api.example.com"`, `openssl -connect api.example.com:443`).
    return [
      {pattern: `${escapeRegExp(field.sample)}(?![A-Za-z0-9.-])`, replace: () => value},
      {pattern: `(?<![A-Za-z0-9.@/-])${escapeRegExp(hostOf(field.sample))}(?![A-Za-z0-9.-])`, replace: () => hostOf(value)},
    ];
  }
  if (field.rule === 'tenant') return [{pattern: `(?<![A-Za-z0-9_])${escapeRegExp(field.sample)}(?![A-Za-z0-9_])`, replace: () => value}];
  return [
    {
      pattern: `(?<![0-9A-Za-z-])${anyCase(field.sample)}(?![0-9A-Za-z-])`,
      // A sample written in lower case keeps lower case.
      replace: (match) => (match === match.toLowerCase() ? value.toLowerCase() : value),
    },
  ];
}

/** The fields the workspace sets to a value of its own. */
const setFields = (workspace: Workspace) => WORKSPACE_FIELDS.filter((field) => workspace[field.key] && workspace[field.key] !== field.sample);

function marksFor(workspace: Workspace): Mark[] {
  return setFields(workspace).flatMap((field) => fieldMarks(field, workspace[field.key]!));
}

/**
 * What a code block's workspace indicator names for `text` (the block's sample text): the tenant's
 * swap if the text has the sample tenant, else the host's if it has the sample host, as a pair
 * (sample, reader's); undefined when the workspace changes only ids in it, or nothing.
 */
export function namedSwap(text: string, workspace: Workspace): [string, string] | undefined {
  const fields = setFields(workspace);
  for (const rule of ['tenant', 'https-url'] as const) {
    const field = fields.find((candidate) => candidate.rule === rule);
    if (!field || !new RegExp(fieldMarks(field, '').map((mark) => mark.pattern).join('|')).test(text)) continue;
    const shown = (value: string) => value.replace(/^https:\/\//, '');
    return [shown(field.sample), shown(workspace[field.key]!)];
  }
  return undefined;
}

export type Substitution = (text: string) => string;

const identity: Substitution = (text) => text;
let cached: {workspace: Workspace; substitute: Substitution} | undefined;

/** The function that rewrites a sample for this workspace (cached for the last workspace asked). */
export function substitutionFor(workspace: Workspace): Substitution {
  if (cached?.workspace === workspace) return cached.substitute;
  const marks = isEmptyWorkspace(workspace) ? [] : marksFor(workspace);
  let substitute = identity;
  if (marks.length) {
    const pattern = new RegExp(marks.map((mark) => `(${mark.pattern})`).join('|'), 'g');
    substitute = (text) =>
      text.replace(pattern, (match: string, ...groups: unknown[]) => {
        const index = groups.findIndex((group, position) => position < marks.length && group !== undefined);
        return marks[index].replace(match);
      });
  }
  cached = {workspace, substitute};
  return substitute;
}

/** `text` with the workspace's values in place of the samples'. */
export function applyWorkspace(text: string, workspace: Workspace): string {
  return substitutionFor(workspace)(text);
}
