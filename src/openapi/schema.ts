// `allOf` merging and the request and response views of a schema, done once for every consumer of
// the model.
import type {SchemaObject, SchemaView} from './types';

/**
 * Folds `allOf` into one schema: properties, pattern properties and `required` are combined, and
 * the schema's own keywords (a description written beside a `$ref`, say) win over its parts'. A
 * single named part keeps its name, so `allOf: [Filter]` with a description still reads, and
 * links, as Filter. Properties, items and variants are merged too; a cycle is left as it is.
 */
export function mergeAllOf(schema: SchemaObject, seen: WeakMap<SchemaObject, SchemaObject> = new WeakMap()): SchemaObject {
  const cached = seen.get(schema);
  if (cached) return cached;
  const merged: SchemaObject = {};
  seen.set(schema, merged);
  const {allOf, ...own} = schema;
  const parts = (allOf ?? []).map((part) => mergeAllOf(part, seen));
  const names = parts.map((part) => part['x-model-name']).filter((name): name is string => Boolean(name));
  for (const part of parts) {
    const {'x-model-name': _name, 'x-extends': _extends, properties, patternProperties, required, 'x-enum-descriptions': enumDescriptions, ...rest} = part;
    Object.assign(merged, rest);
    if (properties) merged.properties = {...merged.properties, ...properties};
    if (patternProperties) merged.patternProperties = {...merged.patternProperties, ...patternProperties};
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
    if (enumDescriptions) merged['x-enum-descriptions'] = {...merged['x-enum-descriptions'], ...enumDescriptions};
  }
  const {properties, patternProperties, required, items, oneOf, anyOf, not, additionalProperties, 'x-enum-descriptions': enumDescriptions, ...ownRest} = own;
  Object.assign(merged, ownRest);
  if (parts.length === 1 && names.length === 1 && !properties && !own['x-model-name']) merged['x-model-name'] = names[0];
  if (properties) {
    merged.properties = {...merged.properties};
    for (const [key, value] of Object.entries(properties)) merged.properties[key] = mergeAllOf(value, seen);
  } else if (merged.properties) {
    merged.properties = {...merged.properties};
  }
  if (patternProperties) {
    merged.patternProperties = {...merged.patternProperties};
    for (const [key, value] of Object.entries(patternProperties)) merged.patternProperties[key] = mergeAllOf(value, seen);
  }
  if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  if (enumDescriptions) merged['x-enum-descriptions'] = {...merged['x-enum-descriptions'], ...enumDescriptions};
  if (items) merged.items = mergeAllOf(items, seen);
  if (not) merged.not = mergeAllOf(not, seen);
  if (oneOf) merged.oneOf = oneOf.map((variant) => mergeAllOf(variant, seen));
  else if (merged.oneOf) merged.oneOf = merged.oneOf.map((variant) => mergeAllOf(variant, seen));
  if (anyOf) merged.anyOf = anyOf.map((variant) => mergeAllOf(variant, seen));
  else if (merged.anyOf) merged.anyOf = merged.anyOf.map((variant) => mergeAllOf(variant, seen));
  if (additionalProperties !== undefined) {
    merged.additionalProperties = typeof additionalProperties === 'object' ? mergeAllOf(additionalProperties, seen) : additionalProperties;
  }
  if (parts.length > 1 && names.length > 0) merged['x-extends'] = names;
  return merged;
}

/**
 * Children of a schema that are schemas themselves. `not` counts only when asked for: what a value
 * must not be has no fields of its own to show or hide.
 */
export function childSchemas(schema: SchemaObject, {withNot = false}: {withNot?: boolean} = {}): SchemaObject[] {
  return [
    ...Object.values(schema.properties ?? {}),
    ...Object.values(schema.patternProperties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(withNot && schema.not ? [schema.not] : []),
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
  ];
}

const HIDDEN_FLAG: Record<SchemaView, 'readOnly' | 'writeOnly'> = {request: 'readOnly', response: 'writeOnly'};

/**
 * Makes the views of schemas: a request leaves out `readOnly` fields, a response `writeOnly` ones
 * (from `properties` and `required`, at every depth). A schema without such fields anywhere below
 * it is its own view, so views cost nothing on descriptions that do not use the flags.
 */
export function createSchemaViews(): (schema: SchemaObject, view: SchemaView) => SchemaObject {
  const hides = new Map<SchemaView, WeakMap<SchemaObject, boolean>>([
    ['request', new WeakMap()],
    ['response', new WeakMap()],
  ]);
  const views = new Map<SchemaView, WeakMap<SchemaObject, SchemaObject>>([
    ['request', new WeakMap()],
    ['response', new WeakMap()],
  ]);

  const hasHidden = (schema: SchemaObject, view: SchemaView): boolean => {
    const memo = hides.get(view)!;
    const known = memo.get(schema);
    if (known !== undefined) return known;
    // Assumed false while its own children are looked at: a cycle adds nothing new.
    memo.set(schema, false);
    const flag = HIDDEN_FLAG[view];
    const result =
      Object.values(schema.properties ?? {}).some((field) => field[flag] === true) || childSchemas(schema).some((child) => hasHidden(child, view));
    memo.set(schema, result);
    return result;
  };

  const viewOf = (schema: SchemaObject, view: SchemaView): SchemaObject => {
    if (!hasHidden(schema, view)) return schema;
    const memo = views.get(view)!;
    const cached = memo.get(schema);
    if (cached) return cached;
    const flag = HIDDEN_FLAG[view];
    const out: SchemaObject = {...schema, 'x-view': view};
    memo.set(schema, out);
    // A field may be declared in an `allOf` part and required beside it.
    const hiddenNames = (node: SchemaObject): string[] => [
      ...Object.entries(node.properties ?? {}).flatMap(([name, field]) => (field[flag] === true ? [name] : [])),
      ...(node.allOf ?? []).flatMap(hiddenNames),
    ];
    const hidden = new Set(hiddenNames(schema));
    if (schema.properties) {
      const kept = Object.entries(schema.properties).filter(([, field]) => field[flag] !== true);
      out.properties = Object.fromEntries(kept.map(([name, field]) => [name, viewOf(field, view)]));
    }
    if (schema.required) out.required = schema.required.filter((name) => !hidden.has(name));
    if (schema.patternProperties) out.patternProperties = Object.fromEntries(Object.entries(schema.patternProperties).map(([pattern, field]) => [pattern, viewOf(field, view)]));
    if (schema.items) out.items = viewOf(schema.items, view);
    if (typeof schema.additionalProperties === 'object') out.additionalProperties = viewOf(schema.additionalProperties, view);
    for (const kind of ['allOf', 'oneOf', 'anyOf'] as const) if (schema[kind]) out[kind] = schema[kind]!.map((part) => viewOf(part, view));
    return out;
  };
  return viewOf;
}
