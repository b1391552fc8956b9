// Schemas of the API model as Markdown for the reference's `.md` copies: names types ("array of
// Item", "string (uuid)"), states constraints and flattens an object's fields into dotted rows
// (`query.output.filter`). The model has already resolved `$ref`s and merged `allOf`.
import {modelName, type SchemaObject} from '../../openapi';

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
  if (schema.properties || schema.additionalProperties) return 'object';
  return 'any';
}

/** A short human name for a schema's type, linking named schemas to their pages. */
export function typeLabel(schema: SchemaObject, linkFor: SchemaLinker): string {
  const name = modelName(schema);
  const variants = schema.oneOf ?? schema.anyOf;
  let label: string;
  if (variants) {
    label = `one of ${variants.map((variant) => typeLabel(variant, linkFor)).join(', ')}`;
  } else if (schema.type === 'array') {
    label = `array of ${schema.items ? typeLabel(schema.items, linkFor) : 'any'}`;
  } else if (!schema.properties && typeof schema.additionalProperties === 'object') {
    label = `map of ${typeLabel(schema.additionalProperties, linkFor)}`;
  } else {
    label = schema.format ? `${baseType(schema)} (${schema.format})` : baseType(schema);
  }
  if (name) {
    const url = linkFor(name);
    label = `${url ? `[${name}](${url})` : name} (${label})`;
  }
  return schema.nullable ? `${label}, nullable` : label;
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

function hasFields(schema: SchemaObject): boolean {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return Boolean((target.properties && Object.keys(target.properties).length > 0) || typeof target.additionalProperties === 'object');
}

/**
 * The fields of an object schema as rows, nested objects and arrays of objects spelled out with
 * dotted names (`dataset.linkingRelationships[].datasetId`). A body that is an array lists the
 * fields of its elements under `[]`. A model met again inside itself is named, not repeated.
 */
export function fieldRows(schema: SchemaObject, linkFor: SchemaLinker): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (node: SchemaObject, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const name = modelName(node);
    const trail = name ? new Set([...seen, name]) : seen;
    if (node.type === 'array' && node.items) {
      visit(node.items, `${prefix.replace(/\.$/, '')}[].`, depth, trail);
      return;
    }
    const required = new Set(node.required ?? []);
    for (const [key, field] of Object.entries(node.properties ?? {})) {
      rows.push({
        name: prefix + key,
        type: typeLabel(field, linkFor),
        required: required.has(key),
        defaultValue: field.default,
        constraints: constraintsOf(field),
        description: field.description ?? '',
      });
      const nestedName = modelName(field) ?? (field.type === 'array' && field.items ? modelName(field.items) : undefined);
      if (hasFields(field) && depth < MAX_FIELD_DEPTH && !(nestedName && trail.has(nestedName))) {
        visit(field, `${prefix}${key}.`, depth + 1, trail);
      }
    }
    if (typeof node.additionalProperties === 'object') {
      const extra = node.additionalProperties;
      rows.push({
        name: `${prefix}{key}`,
        type: typeLabel(extra, linkFor),
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
