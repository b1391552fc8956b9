// Compares each revision of the API description with the one before it, using api-smart-diff (a
// maintained OpenAPI diff library that classifies every change as breaking, compatible and so on),
// and sums the result up per operation and model: what the changelog page and the feed show.
import {apiCompare, type Diff} from 'api-smart-diff';
import {parse as parseYaml} from 'yaml';
import {emptyCounts, type AreaChanges, type BreakingChange, type ChangeCounts, type ChangeType, type Release} from './types';

/** One revision of the description as git holds it. */
export type Revision = {commit: string; date: string; subject: string; text: string};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type OpenApiLike = {
  info?: {version?: unknown};
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: {schemas?: Record<string, unknown>};
};

/**
 * The parts of the description a client depends on. api-smart-diff resolves `$ref`s, so a change to
 * a shared response or parameter already shows in every operation that uses it; listing those
 * components again would count it twice. Schemas stay: some are read on their own (the models).
 */
function isReported(path: Diff['path']): boolean {
  const [top, kind] = path;
  if (top === 'components') return kind === 'schemas' || kind === 'securitySchemes';
  return top === 'paths' || top === 'info' || top === 'servers' || top === 'security';
}

/** Where a change sits, in the words of the reference: `POST /path`, `model Name` or `header`. */
export function areaOf(path: Diff['path']): string {
  const [top, second, third] = path.map(String);
  if (top === 'paths' && second !== undefined) {
    return third !== undefined && HTTP_METHODS.has(third) ? `${third.toUpperCase()} ${second}` : second;
  }
  if (top === 'components' && second === 'schemas' && third !== undefined) return `model ${third}`;
  if (top === 'components' && second === 'securitySchemes') return 'authentication';
  if (top === 'info') return 'description header';
  return top ?? 'description';
}

function describe(diff: Diff): string {
  if (diff.description) return diff.description.trim();
  return `${diff.action} at ${diff.path.map(String).join(' › ')}`;
}

/** Every `METHOD /path` of a description. */
export function operationsOf(doc: OpenApiLike): string[] {
  return Object.entries(doc.paths ?? {}).flatMap(([apiPath, item]) =>
    Object.keys(item ?? {})
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${apiPath}`),
  );
}

function parseRevision(revision: Revision): OpenApiLike {
  let doc: unknown;
  try {
    doc = parseYaml(revision.text);
  } catch (error) {
    throw new Error(`changelog: the description at commit ${revision.commit.slice(0, 12)} is not valid YAML: ${(error as Error).message}`, {cause: error});
  }
  if (!doc || typeof doc !== 'object') throw new Error(`changelog: the description at commit ${revision.commit.slice(0, 12)} is not an object`);
  return doc as OpenApiLike;
}

/** The changes from `before` to `after`, summed up; `before` undefined makes the first release. */
export function compareRevisions(before: Revision | undefined, after: Revision): Release {
  const afterDoc = parseRevision(after);
  const beforeDoc = before ? parseRevision(before) : undefined;
  const operations = operationsOf(afterDoc);
  const release: Release = {
    commit: after.commit,
    date: after.date,
    subject: after.subject,
    version: typeof afterDoc.info?.version === 'string' ? afterDoc.info.version : String(afterDoc.info?.version ?? ''),
    first: !beforeDoc,
    operationCount: operations.length,
    modelCount: Object.keys(afterDoc.components?.schemas ?? {}).length,
    operationsAdded: [],
    operationsRemoved: [],
    counts: emptyCounts(),
    breaking: [],
    areas: [],
  };
  if (!beforeDoc) return release;

  const earlier = new Set(operationsOf(beforeDoc));
  const later = new Set(operations);
  release.operationsAdded = operations.filter((operation) => !earlier.has(operation));
  release.operationsRemoved = [...earlier].filter((operation) => !later.has(operation));

  const {diffs} = apiCompare(beforeDoc, afterDoc);
  const byArea = new Map<string, ChangeCounts>();
  const breaking: BreakingChange[] = [];
  for (const diff of diffs.filter((entry) => isReported(entry.path))) {
    const type = diff.type as ChangeType;
    const area = areaOf(diff.path);
    const counts = byArea.get(area) ?? emptyCounts();
    counts[type] += 1;
    byArea.set(area, counts);
    release.counts[type] += 1;
    if (type === 'breaking') breaking.push({area, description: describe(diff)});
  }
  release.breaking = breaking;
  release.areas = [...byArea].map(([area, counts]): AreaChanges => ({area, counts})).sort((a, b) => a.area.localeCompare(b.area));
  return release;
}
