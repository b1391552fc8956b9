// Schemas of the API model as Markdown for the reference's `.md` copies: names types ("array of
// Item", "string (uuid)"), states constraints and flattens an object's fields into dotted rows
// (`query.output.filter`). The model has already resolved `$ref`s and merged `allOf`.
import {enumEntries, modelName, variantsOf, type SchemaObject} from '../../openapi';

export type {SchemaObject};

/** The URL of a named schema's page, when it has one. */
export type SchemaLinker = (schemaName: string) => string | undefined;

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
  if (schema.properties || schema.additionalProperties || schema.patternProperties) return 'object';
  if (schema.const !== undefined) return schema.const === null ? 'null' : typeof schema.const;
  return 'any';
}

/** A short human name for a schema's type, linking named schemas to their pages; "or null" when null is allowed too. */
export function typeLabel(schema: SchemaObject, linkFor: SchemaLinker): string {
  const name = modelName(schema);
  const variants = schema.oneOf ?? schema.anyOf;
  let label: string;
  if (variants) {
    label = [...new Set(variants.map((variant) => variant.title ?? typeLabel(variant, linkFor)))].join(' or ');
  } else if (schema.type === 'array') {
    label = `array of ${schema.items ? typeLabel(schema.items, linkFor) : 'any'}`;
  } else if (!schema.properties && !schema.patternProperties && typeof schema.additionalProperties === 'object') {
    label = `map of ${typeLabel(schema.additionalProperties, linkFor)}`;
  } else {
    label = schema.format ? `${baseType(schema)} (${schema.format})` : baseType(schema);
  }
  if (name) {
    const url = linkFor(name);
    label = `${url ? `[${name}](${url})` : name} (${label})`;
  }
  return schema.nullable && schema.type !== 'null' ? `${label} or null` : label;
}

/** Every constraint a value must meet, in words, except the default (it has its own column). */
export function constraintsOf(schema: SchemaObject): string[] {
  const found: string[] = [];
  if (schema.const !== undefined) found.push(`always ${formatValue(schema.const)}`);
  if (schema.enum) found.push(`one of ${schema.enum.map(formatValue).join(', ')}`);
  if (schema.pattern !== undefined) found.push(`pattern ${inlineCode(schema.pattern)}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    found.push(`length ${rangeText(schema.minLength, schema.maxLength)}`);
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    found.push(`value ${rangeText(schema.minimum, schema.maximum)}`);
  }
  if (schema.exclusiveMinimum !== undefined) found.push(`value greater than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) found.push(`value less than ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) found.push(`multiple of ${schema.multipleOf}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    found.push(`items ${rangeText(schema.minItems, schema.maxItems)}`);
  }
  if (schema.uniqueItems) found.push('unique items');
  if (schema.minProperties !== undefined || schema.maxProperties !== undefined) found.push(`keys ${rangeText(schema.minProperties, schema.maxProperties)}`);
  if (schema.readOnly) found.push('read-only');
  if (schema.writeOnly) found.push('write-only');
  if (schema.deprecated) found.push('deprecated');
  const example = schema.example !== undefined ? schema.example : schema.examples?.[0];
  if (example !== undefined && (typeof example !== 'object' || example === null)) found.push(`example ${formatValue(example)}`);
  return found;
}

/** What each enum value means, as one line, when the description says. */
export function enumMeanings(schema: SchemaObject): string {
  const entries = enumEntries(schema).filter((entry) => entry.description);
  return entries.map((entry) => `${inlineCode(entry.value)}: ${(entry.description ?? '').trim().replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')}`).join('; ');
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
/** Below the third level of fields, a model that has a page is named and linked, as the pages do (MAX_EXPANDED_DEPTH). */
const MAX_LINKED_MODEL_DEPTH = 3;

function hasFields(schema: SchemaObject): boolean {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return Boolean((target.properties && Object.keys(target.properties).length > 0) || typeof target.additionalProperties === 'object');
}

/**
 * The fields of an object schema as rows, nested objects and arrays of objects spelled out with
 * dotted names (`dataset.linkingRelationships[].datasetId`). A body that is an array lists the
 * fields of its elements under `[]`; keys matching a pattern are `{key matching …}`; the fields of
 * each variant follow under its name in parentheses (`worker (Employee).employeeNumber`). A model
 * met again inside itself is named, not repeated.
 */
export function fieldRows(schema: SchemaObject, linkFor: SchemaLinker): FieldRow[] {
  const rows: FieldRow[] = [];
  const row = (name: string, field: SchemaObject, required: boolean): FieldRow => ({
    name,
    type: typeLabel(field, linkFor),
    required,
    defaultValue: field.default,
    constraints: constraintsOf(field),
    description: [field.description?.trim() ?? '', enumMeanings(field) ? `Values: ${enumMeanings(field)}.` : ''].filter(Boolean).join(' '),
  });
  const visit = (node: SchemaObject, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const name = modelName(node);
    const trail = name ? new Set([...seen, name]) : seen;
    if (node.type === 'array' && node.items) {
      visit(node.items, `${prefix.replace(/\.$/, '')}[].`, depth, trail);
      return;
    }
    const required = new Set(node.required ?? []);
    for (const [key, field] of Object.entries(node.properties ?? {})) {
      rows.push(row(prefix + key, field, required.has(key)));
      const nestedName = modelName(field) ?? (field.type === 'array' && field.items ? modelName(field.items) : undefined);
      // As on the pages, a model with a page of its own is spelled out to the third level only.
      const linked = nestedName !== undefined && depth + 1 >= MAX_LINKED_MODEL_DEPTH && linkFor(nestedName) !== undefined;
      if (depth < MAX_FIELD_DEPTH && !(nestedName && trail.has(nestedName)) && !linked) {
        if (hasFields(field)) visit(field, `${prefix}${key}.`, depth + 1, trail);
        visitVariants(field, `${prefix}${key} `, depth + 1, trail);
      }
    }
    for (const [pattern, field] of Object.entries(node.patternProperties ?? {})) rows.push(row(`${prefix}{key matching ${pattern}}`, field, false));
    if (typeof node.additionalProperties === 'object') rows.push(row(`${prefix}{key}`, node.additionalProperties, false));
  };
  const visitVariants = (node: SchemaObject, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const variants = variantsOf(node);
    if (!variants) return;
    for (const variant of variants.variants) {
      const label = variant.discriminatorValue !== undefined && variants.discriminator ? `${variant.title}, ${variants.discriminator} ${variant.discriminatorValue}` : variant.title;
      const variantName = modelName(variant.schema);
      if (hasFields(variant.schema) && !(variantName && seen.has(variantName))) visit(variant.schema, `${prefix}(${label}).`, depth, seen);
    }
  };
  visit(schema, '', 0, new Set());
  if (!schema.properties) visitVariants(schema, '', 0, new Set(modelName(schema) ? [modelName(schema)!] : []));
  return rows;
}
