// How a schema reads to a person: its type in words, its constraints, its fields and variants.
// The API pages and the Markdown copies both use these, so they say the same thing.
import type {SchemaObject} from './types';

export type TypeLabel = {
  /** e.g. `string (uuid)`, `array of Filter`, `string or number`. */
  text: string;
  /** The model the type names, when it has a page of its own. */
  modelName?: string;
};

export type Field = {
  name: string;
  schema: SchemaObject;
  required: boolean;
  /** True for the row that stands for `additionalProperties` (any other key). */
  isAdditional?: boolean;
};

export type Variants = {kind: 'oneOf' | 'anyOf'; label: string; options: SchemaObject[]};

const VARIANT_LABELS = {oneOf: 'One of', anyOf: 'Any of'} as const;

const isPrimitive = (schema: SchemaObject) =>
  !schema.properties && !schema.items && !schema.oneOf && !schema.anyOf && !schema.additionalProperties && schema.type !== 'object';

/** The schema's name when it is a named model (which may have a page). */
export function modelName(schema: SchemaObject): string | undefined {
  return schema['x-model-name'];
}

/** The type in words; a named model is called by its name. */
export function typeLabel(schema: SchemaObject, pageFor: (name: string) => boolean = () => true): TypeLabel {
  const name = modelName(schema);
  if (name && pageFor(name)) return {text: name, modelName: name};
  if (schema.type === 'array' || schema.items) {
    const inner = typeLabel(schema.items ?? {}, pageFor);
    return {text: `array of ${inner.text}`, modelName: inner.modelName};
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.every(isPrimitive)) {
    return {text: [...new Set(variants.map((variant) => typeLabel(variant, pageFor).text))].join(' or ')};
  }
  if (variants) return {text: schema.type ?? (schema.oneOf ? 'one of several shapes' : 'any of several shapes')};
  const base = schema.type ?? (schema.properties || schema.additionalProperties ? 'object' : 'any');
  return {text: schema.format ? `${base} (${schema.format})` : base};
}

/** Object fields in declaration order, required ones marked; `additionalProperties` as a last row. */
export function fieldsOf(schema: SchemaObject): Field[] {
  const required = new Set(schema.required ?? []);
  const fields: Field[] = Object.entries(schema.properties ?? {}).map(([name, child]) => ({name, schema: child, required: required.has(name)}));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    fields.push({name: '{other keys}', schema: schema.additionalProperties, required: false, isAdditional: true});
  }
  return fields;
}

/** The schema whose fields a reader expands: the object itself, or an array's items. */
export function expandable(schema: SchemaObject): SchemaObject | undefined {
  const target = schema.type === 'array' || schema.items ? schema.items : schema;
  if (!target) return undefined;
  if (target.properties || (target.additionalProperties && typeof target.additionalProperties === 'object')) return target;
  return undefined;
}

/** `oneOf`/`anyOf` whose options are not all plain values: shown as labelled variants. */
export function variantsOf(schema: SchemaObject): Variants | undefined {
  const target = schema.items ?? schema;
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = target[kind];
    if (options && !options.every(isPrimitive)) return {kind, label: VARIANT_LABELS[kind], options};
  }
  return undefined;
}

const formatValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Constraints and hints, each as a short label and a value, in a fixed order. */
export function schemaFacts(schema: SchemaObject): {label: string; value: string; code?: boolean}[] {
  const facts: {label: string; value: string; code?: boolean}[] = [];
  const target = schema.enum || schema.pattern || schema.default !== undefined ? schema : (schema.items ?? schema);
  if (target.enum) facts.push({label: 'Allowed', value: target.enum.map(formatValue).join(', '), code: true});
  if (schema.default !== undefined) facts.push({label: 'Default', value: formatValue(schema.default), code: true});
  if (target.pattern) facts.push({label: 'Pattern', value: target.pattern, code: true});
  const range: string[] = [];
  if (schema.minimum !== undefined) range.push(`${schema.exclusiveMinimum ? '>' : '≥'} ${schema.minimum}`);
  if (schema.maximum !== undefined) range.push(`${schema.exclusiveMaximum ? '<' : '≤'} ${schema.maximum}`);
  if (range.length) facts.push({label: 'Range', value: range.join(', ')});
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    facts.push({label: 'Length', value: [schema.minLength !== undefined && `≥ ${schema.minLength}`, schema.maxLength !== undefined && `≤ ${schema.maxLength}`].filter(Boolean).join(', ')});
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    facts.push({label: 'Items', value: [schema.minItems !== undefined && `≥ ${schema.minItems}`, schema.maxItems !== undefined && `≤ ${schema.maxItems}`].filter(Boolean).join(', ')});
  }
  if (schema.uniqueItems) facts.push({label: 'Items', value: 'unique'});
  if (schema.nullable) facts.push({label: 'Nullable', value: 'yes'});
  if (schema.readOnly) facts.push({label: 'Read-only', value: 'yes'});
  if (schema.writeOnly) facts.push({label: 'Write-only', value: 'yes'});
  if (schema.example !== undefined && typeof schema.example !== 'object') facts.push({label: 'Example', value: formatValue(schema.example), code: true});
  return facts;
}
