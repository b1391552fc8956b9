// Reads schemas of the OpenAPI description for the Markdown reference: follows `$ref`s, merges
// `allOf`, names types ("array of Item", "string (uuid)"), states constraints and flattens an
// object's fields into dotted rows (`query.output.filter`).

export type SchemaObject = {
  $ref?: string;
  title?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
};

/** The parts of an OpenAPI 3.0 document the Markdown reference reads. */
export type OpenApiDocument = {
  info?: {title?: string; version?: string; description?: string};
  servers?: {url: string; description?: string; variables?: Record<string, {default?: string; description?: string; enum?: string[]}>}[];
  tags?: {name: string; description?: string}[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

/** The URL of a named schema's page, when it has one. */
export type SchemaLinker = (schemaName: string) => string | undefined;

const MAX_REF_HOPS = 32;
const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** Follows `$ref` chains inside the document. A reference that leads nowhere is a build error. */
export function resolveRef<T>(doc: OpenApiDocument, node: T | {$ref: string}): T {
  let current: unknown = node;
  for (let hops = 0; isRef(current); hops += 1) {
    if (hops === MAX_REF_HOPS) throw new Error(`OpenAPI reference loop at ${current.$ref}`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local OpenAPI references are supported, found ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((parent, key) => (parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined), doc);
    if (target === undefined) throw new Error(`OpenAPI reference ${ref} points at nothing`);
    current = target;
  }
  return current as T;
}

function isRef(value: unknown): value is {$ref: string} {
  return Boolean(value && typeof value === 'object' && typeof (value as {$ref?: unknown}).$ref === 'string');
}

export function schemaRefName(ref: string | undefined): string | undefined {
  return ref?.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
}

type Normalised = {schema: SchemaObject; name?: string};

/**
 * One schema with its references followed and its `allOf` parts merged. `name` is the component it
 * came from, so a field can say "Dataset" rather than "object". A single-part `allOf` (used to give a
 * shared schema a local description) takes the local keywords over the shared ones.
 */
export function normaliseSchema(doc: OpenApiDocument, schema: SchemaObject, seen: ReadonlySet<string> = new Set()): Normalised {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    if (seen.has(schema.$ref)) return {schema: {type: 'object'}, name};
    const inner = normaliseSchema(doc, resolveRef<SchemaObject>(doc, schema), new Set([...seen, schema.$ref]));
    return {schema: inner.schema, name: name ?? inner.name};
  }
  if (!schema.allOf) return {schema};
  const {allOf, ...own} = schema;
  const parts = allOf.map((part) => normaliseSchema(doc, part, seen));
  const merged = parts.reduce<SchemaObject>((acc, part) => mergeSchemas(acc, part.schema), {});
  return {schema: mergeSchemas(merged, own), name: parts.length === 1 ? parts[0].name : undefined};
}

function mergeSchemas(base: SchemaObject, extra: SchemaObject): SchemaObject {
  const properties = base.properties || extra.properties ? {...base.properties, ...extra.properties} : undefined;
  const required = base.required || extra.required ? [...new Set([...(base.required ?? []), ...(extra.required ?? [])])] : undefined;
  return {...base, ...extra, ...(properties && {properties}), ...(required && {required})};
}

export function inlineCode(value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

export function formatValue(value: unknown): string {
  return inlineCode(typeof value === 'string' ? value : JSON.stringify(value));
}

function baseType(schema: SchemaObject): string {
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  return 'any';
}

/** A short human name for a schema's type, linking named schemas to their pages. */
export function typeLabel(doc: OpenApiDocument, schema: SchemaObject, linkFor: SchemaLinker): string {
  const {schema: resolved, name} = normaliseSchema(doc, schema);
  const variants = resolved.oneOf ?? resolved.anyOf;
  let label: string;
  if (variants) {
    label = `one of ${variants.map((variant) => typeLabel(doc, variant, linkFor)).join(', ')}`;
  } else if (resolved.type === 'array') {
    label = `array of ${resolved.items ? typeLabel(doc, resolved.items, linkFor) : 'any'}`;
  } else if (!resolved.properties && typeof resolved.additionalProperties === 'object') {
    label = `map of ${typeLabel(doc, resolved.additionalProperties, linkFor)}`;
  } else {
    label = resolved.format ? `${baseType(resolved)} (${resolved.format})` : baseType(resolved);
  }
  if (name) {
    const url = linkFor(name);
    label = `${url ? `[${name}](${url})` : name} (${label})`;
  }
  return resolved.nullable ? `${label}, nullable` : label;
}

/** Every constraint a value must meet, in words, except the default (it has its own column). */
export function constraintsOf(schema: SchemaObject): string[] {
  const found: string[] = [];
  if (schema.enum) found.push(`one of ${schema.enum.map(formatValue).join(', ')}`);
  if (schema.pattern !== undefined) found.push(`pattern ${inlineCode(schema.pattern)}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    found.push(`length ${rangeText(schema.minLength, schema.maxLength)}`);
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    found.push(`value ${rangeText(schema.minimum, schema.maximum)}`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    found.push(`items ${rangeText(schema.minItems, schema.maxItems)}`);
  }
  if (schema.uniqueItems) found.push('unique items');
  if (schema.readOnly) found.push('read-only');
  if (schema.writeOnly) found.push('write-only');
  if (schema.deprecated) found.push('deprecated');
  return found;
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  defaultValue?: unknown;
  constraints: string[];
  description: string;
};

/** How deep nested objects are spelled out; deeper ones are named and linked instead. */
export const MAX_FIELD_DEPTH = 4;

/**
 * The fields of an object schema as rows, nested objects and arrays of objects spelled out with
 * dotted names (`dataset.linkingRelationships[].datasetId`). A body that is an array lists the
 * fields of its elements under `[]`.
 */
export function fieldRows(doc: OpenApiDocument, schema: SchemaObject, linkFor: SchemaLinker): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (node: SchemaObject, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const {schema: resolved, name} = normaliseSchema(doc, node);
    const trail = name ? new Set([...seen, name]) : seen;
    if (resolved.type === 'array' && resolved.items) {
      visit(resolved.items, `${prefix.replace(/\.$/, '')}[].`, depth, trail);
      return;
    }
    const required = new Set(resolved.required ?? []);
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      const {schema: field, name: fieldName} = normaliseSchema(doc, property);
      rows.push({
        name: prefix + key,
        type: typeLabel(doc, property, linkFor),
        required: required.has(key),
        defaultValue: field.default,
        constraints: constraintsOf(field),
        description: field.description ?? '',
      });
      const nestedName = fieldName ?? (field.type === 'array' && field.items ? normaliseSchema(doc, field.items).name : undefined);
      const expandable = hasFields(doc, field);
      if (expandable && depth < MAX_FIELD_DEPTH && !(nestedName && trail.has(nestedName))) {
        visit(property, `${prefix}${key}.`, depth + 1, trail);
      }
    }
    if (typeof resolved.additionalProperties === 'object') {
      const extra = normaliseSchema(doc, resolved.additionalProperties).schema;
      rows.push({
        name: `${prefix}{key}`,
        type: typeLabel(doc, resolved.additionalProperties, linkFor),
        required: false,
        defaultValue: extra.default,
        constraints: constraintsOf(extra),
        description: extra.description ?? '',
      });
    }
  };
  visit(schema, '', 0, new Set());
  return rows;
}

function hasFields(doc: OpenApiDocument, schema: SchemaObject): boolean {
  const target = schema.type === 'array' && schema.items ? normaliseSchema(doc, schema.items).schema : schema;
  return Boolean((target.properties && Object.keys(target.properties).length > 0) || typeof target.additionalProperties === 'object');
}
