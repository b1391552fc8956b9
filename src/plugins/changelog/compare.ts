// Compares two releases' descriptions with api-smart-diff (a maintained OpenAPI diff library that
// classifies every change as breaking, compatible and so on) and sums the result up per operation
// and model, then names each operation and model as the current reference does, with its page.
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {apiCompare, type Diff} from 'api-smart-diff';
import {
  CONTRACT_CHANGE_TYPES,
  emptyCounts,
  type BreakingChange,
  type ChangeCounts,
  type ChangeType,
  type ModelChange,
  type OperationChange,
  type OperationRef,
  type ReleaseChanges,
} from './types';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type RawOperation = {operationId?: unknown; summary?: unknown; tags?: unknown};
/** The parts of a description as written that the changelog reads. */
export type DescriptionLike = {
  info?: {version?: unknown};
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: {schemas?: Record<string, unknown>};
  'x-tagGroups'?: {name?: unknown; tags?: unknown}[];
};

/** An operation as one release's description holds it; `key` is `METHOD /path`. */
export type SnapshotOperation = {key: string; operationId?: string; method: string; path: string; summary?: string; tags: string[]};

/** Every operation of a description, in the order of its paths. */
export function operationsOf(doc: DescriptionLike): SnapshotOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([apiPath, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, value]) => {
        const raw = (value ?? {}) as RawOperation;
        return {
          key: `${method.toUpperCase()} ${apiPath}`,
          ...(typeof raw.operationId === 'string' ? {operationId: raw.operationId} : {}),
          method: method.toUpperCase(),
          path: apiPath,
          ...(typeof raw.summary === 'string' ? {summary: raw.summary} : {}),
          tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
        };
      }),
  );
}

/** The changes api-smart-diff finds, summed up by operation (`METHOD /path`), model and other area: what the cache keeps. */
export type DescriptionDiff = {
  counts: ChangeCounts;
  operations: Record<string, ChangeCounts>;
  models: Record<string, ChangeCounts>;
  other: Record<string, ChangeCounts>;
  breaking: {kind: 'operation' | 'model' | 'other'; key: string; description: string}[];
};

/**
 * The parts of the description a client depends on. api-smart-diff resolves `$ref`s, so a change to
 * a shared response or parameter already shows in every operation that uses it; listing those
 * components again would count it twice. Schemas stay: the reference has a page for each model.
 * `info.version` is the release's own number, not a change.
 */
function isReported(diffPath: Diff['path']): boolean {
  const [top, kind] = diffPath.map(String);
  if (top === 'info') return kind !== 'version';
  if (top === 'components') return kind === 'schemas' || kind === 'securitySchemes';
  return top === 'paths' || top === 'servers' || top === 'security';
}

/** Where a change sits: the operations it touches, a model, or another named area. */
export function placeOf(diffPath: Diff['path'], operationsOnPath: (apiPath: string) => string[]): {kind: 'operation'; keys: string[]} | {kind: 'model' | 'other'; key: string} {
  const [top, second, third] = diffPath.map(String);
  if (top === 'paths' && second !== undefined) {
    // A change to the path itself (its shared parameters, or the whole path) touches every operation on it.
    if (third !== undefined && HTTP_METHODS.has(third)) return {kind: 'operation', keys: [`${third.toUpperCase()} ${second}`]};
    return {kind: 'operation', keys: operationsOnPath(second)};
  }
  if (top === 'components' && second === 'schemas' && third !== undefined) return {kind: 'model', key: third};
  if (top === 'components' && second === 'securitySchemes') return {kind: 'other', key: 'authentication'};
  if (top === 'info') return {kind: 'other', key: 'the description’s introduction'};
  if (top === 'servers') return {kind: 'other', key: 'servers'};
  return {kind: 'other', key: top === 'security' ? 'authentication' : (top ?? 'description')};
}

function describe(diff: Diff): string {
  const text = diff.description?.replace(/\s+/g, ' ').trim();
  return text || `${diff.action} at ${diff.path.map(String).join(' › ')}`;
}

/** The changes from `before` to `after`, two descriptions as written. */
export function diffDescriptions(before: DescriptionLike, after: DescriptionLike): DescriptionDiff {
  const onPath = (apiPath: string) =>
    [...new Set([...operationsOf(after), ...operationsOf(before)].filter((operation) => operation.path === apiPath).map((operation) => operation.key))];
  const result: DescriptionDiff = {counts: emptyCounts(), operations: {}, models: {}, other: {}, breaking: []};
  const add = (table: Record<string, ChangeCounts>, key: string, type: ChangeType) => {
    table[key] ??= emptyCounts();
    table[key][type] += 1;
  };
  const {diffs} = apiCompare(before, after);
  for (const diff of diffs.filter((entry) => isReported(entry.path))) {
    const type = diff.type as ChangeType;
    result.counts[type] += 1;
    const place = placeOf(diff.path, onPath);
    if (place.kind === 'operation') {
      for (const key of place.keys) add(result.operations, key, type);
      if (type === 'breaking') result.breaking.push(...place.keys.map((key) => ({kind: 'operation' as const, key, description: describe(diff)})));
    } else {
      add(place.kind === 'model' ? result.models : result.other, place.key, type);
      if (type === 'breaking') result.breaking.push({kind: place.kind, key: place.key, description: describe(diff)});
    }
  }
  return result;
}

/** Comparing two descriptions takes seconds; the result is kept on disk under both texts' hashes and the library's version. */
export function createCachedDiff(cacheDir: string, libraryVersion: string) {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
  return async (before: {text: string; doc: DescriptionLike}, after: {text: string; doc: DescriptionLike}): Promise<DescriptionDiff> => {
    const file = path.join(cacheDir, `${libraryVersion}-${hash(before.text)}-${hash(after.text)}.json`);
    const cached = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as DescriptionDiff,
      () => undefined,
    );
    if (cached) return cached;
    const diff = diffDescriptions(before.doc, after.doc);
    await mkdir(cacheDir, {recursive: true});
    await writeFile(file, JSON.stringify(diff));
    return diff;
  };
}

/** The pages of the current reference, which the changelog links operations and models to. */
export type ReferencePages = {
  operations: {operationId: string; method: string; path: string; summary: string; permalink: string}[];
  models: {name: string; permalink: string}[];
};

/** An operation of a release, linked to its page in the current reference when it still has one. */
export function operationRef(operation: SnapshotOperation, pages: ReferencePages): OperationRef {
  const page =
    pages.operations.find((candidate) => operation.operationId !== undefined && candidate.operationId === operation.operationId) ??
    pages.operations.find((candidate) => candidate.method.toUpperCase() === operation.method && candidate.path === operation.path);
  return {
    ...(operation.operationId ? {operationId: operation.operationId} : {}),
    method: operation.method,
    path: operation.path,
    ...(operation.summary ? {summary: operation.summary} : page ? {summary: page.summary} : {}),
    ...(page ? {href: page.permalink} : {}),
  };
}

/** The diff of two releases in the reference's words: each operation and model named, with its page. */
export function releaseChanges(diff: DescriptionDiff, before: SnapshotOperation[], after: SnapshotOperation[], pages: ReferencePages): ReleaseChanges {
  const earlier = new Map(before.map((operation) => [operation.key, operation]));
  const later = new Map(after.map((operation) => [operation.key, operation]));
  const refs = new Map<string, OperationRef>();
  const refOf = (key: string): OperationRef => {
    const operation = later.get(key) ?? earlier.get(key);
    const [method = '', ...rest] = key.split(' ');
    const ref = refs.get(key) ?? (operation ? operationRef(operation, pages) : {method, path: rest.join(' ')});
    refs.set(key, ref);
    return ref;
  };
  // Operations in the order of the later description's paths, the removed ones after them.
  const order = [...later.keys(), ...[...earlier.keys()].filter((key) => !later.has(key))];
  const touched = new Set([...Object.keys(diff.operations), ...order.filter((key) => !earlier.has(key) || !later.has(key))]);
  const operations: OperationChange[] = order
    .filter((key) => touched.has(key))
    .map((key) => ({
      ...refOf(key),
      status: !earlier.has(key) ? 'added' : !later.has(key) ? 'removed' : 'changed',
      counts: diff.operations[key] ?? emptyCounts(),
    }));
  const modelHref = new Map(pages.models.map((model) => [model.name, model.permalink]));
  const models: ModelChange[] = Object.entries(diff.models)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, counts]) => ({name, ...(modelHref.has(name) ? {href: modelHref.get(name)} : {}), counts}));
  const breaking: BreakingChange[] = diff.breaking.map((change) =>
    change.kind === 'operation'
      ? {operation: refOf(change.key), area: change.key, description: change.description}
      : change.kind === 'model'
        ? {model: change.key, area: `model ${change.key}`, description: change.description}
        : {area: change.key, description: change.description},
  );
  const other = Object.entries(diff.other).map(([area, counts]) => ({area, counts}));
  return {counts: diff.counts, breaking, operations, models, other};
}

/** Whether an operation's change is one a client can notice: added, or a breaking, deprecating or compatible change. */
export function changesContract(change: OperationChange): boolean {
  return change.status === 'added' || CONTRACT_CHANGE_TYPES.some((type) => change.counts[type] > 0);
}
