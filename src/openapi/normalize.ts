// Brings the schemas of OpenAPI 3.0, 3.1 and 3.2 to one form, once, so that no reader of the model
// has to know which version the description was written in (see `SchemaObject` in types.ts):
// type arrays, `null` variants, 3.0's boolean exclusive bounds, and the ways of describing enum
// values. Runs over the dereferenced description, where shared and recursive schemas are shared
// objects; the result shares them the same way.
import type {SchemaObject} from './types';

type Raw = Record<string, unknown>;

/** Keywords whose value is one schema, a list of schemas, or a map of schemas. */
const SCHEMA_KEYS = ['items', 'not', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else'] as const;
const SCHEMA_LIST_KEYS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties'] as const;
/** Words about a value that a `oneOf: [X, null]` keeps when it becomes "X or null". */
const ANNOTATION_KEYS = ['description', 'title', 'default', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'x-model-name'] as const;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A variant that only says "null": `{type: 'null'}`, `{const: null}` or `{enum: [null]}`. */
function isNullVariant(schema: SchemaObject): boolean {
  const keys = Object.keys(schema).filter((key) => !['description', 'title', 'x-model-name'].includes(key));
  if (keys.length !== 1) return false;
  return schema.type === 'null' || (keys[0] === 'const' && schema.const === null) || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);
}

/** A variant that names one value: `{const: x}` or `{enum: [x]}`, with at most a type, title and description. */
function singleValue(schema: SchemaObject): {value: unknown; description?: string} | undefined {
  const extra = Object.keys(schema).filter((key) => !['const', 'enum', 'type', 'title', 'description', 'x-model-name'].includes(key));
  if (extra.length) return undefined;
  if ('const' in schema) return {value: schema.const, description: schema.description ?? schema.title};
  if (Array.isArray(schema.enum) && schema.enum.length === 1) return {value: schema.enum[0], description: schema.description ?? schema.title};
  return undefined;
}

const typeOfValue = (value: unknown) => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value === 'number' ? 'number' : typeof value);

/** Enum descriptions as the model keeps them: a map from each value (as text) to its meaning. */
function enumDescriptions(raw: Raw, values: unknown[] | undefined): Record<string, string> | undefined {
  const given = raw['x-enumDescriptions'] ?? raw['x-enum-descriptions'];
  if (isObject(given)) return Object.fromEntries(Object.entries(given).filter(([, text]) => typeof text === 'string')) as Record<string, string>;
  if (Array.isArray(given) && values) {
    return Object.fromEntries(values.flatMap((value, index) => (typeof given[index] === 'string' && given[index] ? [[String(value), given[index] as string]] : [])));
  }
  return undefined;
}

/** A function that normalises schemas, remembering what it has done so shared and recursive schemas stay shared. */
export function createSchemaNormalizer(): (schema: unknown) => SchemaObject {
  const done = new WeakMap<object, SchemaObject>();
  const inProgress = new Set<SchemaObject>();
  // "X or null" copies X; when X is an ancestor still being read (a recursive type), the copy waits until it is complete.
  const pending: (() => void)[] = [];

  const normalize = (input: unknown): SchemaObject => {
    const result = normalizeNode(input);
    if (inProgress.size === 0) while (pending.length) pending.shift()!();
    return result;
  };

  const normalizeNode = (input: unknown): SchemaObject => {
    // 3.1 allows `true` and `false` as schemas: any value, and no value.
    if (input === true || input === undefined || input === null) return {};
    if (input === false) return {not: {}};
    if (!isObject(input)) return {};
    const cached = done.get(input);
    if (cached) return cached;
    const out: SchemaObject & Raw = {};
    done.set(input, out);
    inProgress.add(out);

    for (const [key, value] of Object.entries(input)) {
      if (key === 'x-enumDescriptions' || key === 'x-enum-descriptions' || key === '$schema' || key === '$id' || key === '$defs' || key === 'definitions') continue;
      if ((SCHEMA_KEYS as readonly string[]).includes(key)) {
        out[key] = key === 'additionalProperties' && typeof value === 'boolean' ? value : normalizeNode(value);
      } else if ((SCHEMA_LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
        out[key] = value.map(normalizeNode);
      } else if ((SCHEMA_MAP_KEYS as readonly string[]).includes(key) && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, normalizeNode(child)]));
      } else {
        out[key] = value;
      }
    }

    // 3.1: `type: [string, "null"]` is a nullable string; several types are any of them.
    const type = input.type;
    if (Array.isArray(type)) {
      const types = type.filter((name): name is string => typeof name === 'string');
      const named = types.filter((name) => name !== 'null');
      delete out.type;
      if (types.includes('null') && named.length > 0) out.nullable = true;
      if (named.length === 1) out.type = named[0];
      else if (named.length === 0 && types.length) out.type = 'null';
      else if (named.length > 1) {
        const alternatives = named.map((name) => ({type: name}));
        if (out.anyOf) out.allOf = [...(out.allOf ?? []), {anyOf: alternatives}];
        else out.anyOf = alternatives;
      }
    }

    // 3.0: `exclusiveMinimum: true` qualifies `minimum`; 3.1 writes the bound itself.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      const value = input[flag];
      if (typeof value === 'boolean') {
        delete out[flag];
        if (value && typeof input[bound] === 'number') {
          out[flag] = input[bound] as number;
          delete out[bound];
        }
      }
    }

    // `oneOf: [X, {type: null}]`: X or null. A lone X keeps its name, so it still links to its page.
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const variants = out[kind];
      if (!variants?.some(isNullVariant)) continue;
      const rest = variants.filter((variant) => !isNullVariant(variant));
      out.nullable = true;
      if (rest.length === 0) {
        delete out[kind];
        out.type = 'null';
      } else if (rest.length === 1 && !out.properties && !out.items && !out.type && !out.allOf && !(kind === 'oneOf' ? out.anyOf : out.oneOf)) {
        delete out[kind];
        const own = Object.fromEntries(ANNOTATION_KEYS.filter((key) => out[key] !== undefined).map((key) => [key, out[key]]));
        // Merged into a copy, so the named schema itself is not marked nullable everywhere.
        const merge = () => {
          for (const key of Object.keys(out)) delete out[key];
          Object.assign(out, rest[0], own, {nullable: true});
        };
        if (inProgress.has(rest[0])) pending.push(merge);
        else merge();
      } else {
        out[kind] = rest;
      }
    }

    // An enum written as `oneOf` of single values, each with its meaning: one enum with descriptions.
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const variants = out[kind];
      if (!variants?.length || out.enum) continue;
      const values = variants.map(singleValue);
      if (values.some((entry) => entry === undefined)) continue;
      const entries = values as {value: unknown; description?: string}[];
      delete out[kind];
      out.enum = entries.map((entry) => entry.value);
      const types = [...new Set(entries.map((entry) => typeOfValue(entry.value)).map((name) => (name === 'integer' && entries.some((entry) => typeOfValue(entry.value) === 'number') ? 'number' : name)))];
      if (!out.type && types.length === 1) out.type = types[0];
      const described = entries.filter((entry) => entry.description);
      if (described.length) out['x-enum-descriptions'] = Object.fromEntries(described.map((entry) => [String(entry.value), entry.description!]));
    }

    const descriptions = enumDescriptions(input, out.enum);
    if (descriptions && Object.keys(descriptions).length) out['x-enum-descriptions'] = {...out['x-enum-descriptions'], ...descriptions};
    inProgress.delete(out);
    return out;
  };
  return normalize;
}
