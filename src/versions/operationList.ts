// Owns the operations list every build publishes beside its description (`openapi-operations.json`)
// and the question the API reference's operation pages ask of it: which versions have this
// operation, and at which address. No Node imports.
export type ListedOperation = {
  operationId: string;
  /** Upper case, as the reference shows it: `GET`. */
  method: string;
  path: string;
  /** The operation's page relative to the version's base path: `api/create-dataset/`. */
  page: string;
};

export type OperationList = {version: string; operations: ListedOperation[]};

/** The list for a build, from each operation's id, method, path and page slug (`api/<slug>`). */
export function operationListOf(version: string, operations: readonly {operationId: string; method: string; path: string; pagePath: string}[]): OperationList {
  return {
    version,
    operations: operations.map(({operationId, method, path, pagePath}) => ({
      operationId,
      method: method.toUpperCase(),
      path,
      page: `${pagePath.replace(/^\/+|\/+$/g, '')}/`,
    })),
  };
}

/** A fetched operations list, or undefined when it is not one. */
export function readOperationList(value: unknown): OperationList | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {version, operations} = value as Partial<OperationList>;
  if (typeof version !== 'string' || !Array.isArray(operations)) return undefined;
  const valid = operations.every(
    (operation) =>
      typeof operation === 'object' && operation !== null && ['operationId', 'method', 'path', 'page'].every((key) => typeof (operation as Record<string, unknown>)[key] === 'string'),
  );
  return valid ? {version, operations} : undefined;
}

/**
 * The same operation in another version's list: the same operationId, else the same method and
 * path (an operation renamed between versions is still the same endpoint).
 */
export function findOperation(list: OperationList, operation: {operationId: string; method: string; path: string}): ListedOperation | undefined {
  return (
    list.operations.find((candidate) => candidate.operationId === operation.operationId) ??
    list.operations.find((candidate) => candidate.method === operation.method.toUpperCase() && candidate.path === operation.path)
  );
}
