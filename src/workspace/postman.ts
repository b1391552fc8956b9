// The Postman environment with the reader's workspace: the published file
// (/postman/data-api.postman_environment.json, from src/plugins/api-artifacts/postman.ts) with its
// baseUrl and tenantId set to the reader's values, plus the reader's dataset and draft ids as
// variables. The token stays empty whatever the input holds: it never comes from the workspace.
import {WORKSPACE_FIELDS, isEmptyWorkspace, type Workspace} from './fields';

type Variable = {key: string; value: unknown; type?: string; enabled?: boolean; [other: string]: unknown};
export type EnvironmentFile = {name?: unknown; values: Variable[]; [other: string]: unknown};

/** The environment file's name pattern; a link to it is what the site rewrites. */
export const ENVIRONMENT_FILE_PATTERN = /\.postman_environment\.json$/;

function isEnvironment(value: unknown): value is EnvironmentFile {
  return !!value && typeof value === 'object' && Array.isArray((value as EnvironmentFile).values) && (value as EnvironmentFile).values.every((entry) => !!entry && typeof entry === 'object' && typeof entry.key === 'string');
}

/** The published environment with the workspace's values; an error names what is wrong with the file. */
export function workspaceEnvironment(published: unknown, workspace: Workspace): EnvironmentFile {
  if (!isEnvironment(published)) throw new Error('The published Postman environment has no "values" list of variables');
  const values: Variable[] = published.values.map((variable) => {
    if (variable.type === 'secret' || variable.key === 'token') return {...variable, value: ''};
    const field = WORKSPACE_FIELDS.find((candidate) => candidate.key === variable.key);
    const value = field && workspace[field.key];
    return value ? {...variable, value} : variable;
  });
  for (const field of WORKSPACE_FIELDS) {
    const value = workspace[field.key];
    if (value && !values.some((variable) => variable.key === field.key)) values.push({key: field.key, value, type: 'default', enabled: true});
  }
  const name = typeof published.name === 'string' ? published.name : 'Data API';
  return {...published, name: isEmptyWorkspace(workspace) ? name : `${name} (your workspace)`, values};
}
