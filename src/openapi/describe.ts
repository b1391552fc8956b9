// How a schema reads to a person: its type in words, its constraints, its fields and variants.
// The API pages, the Markdown copies and search all use these, so they say the same thing.
import type {SchemaObject} from './types';

export type TypeLabel = {
  /** e.g. `string (uuid)`, `array of Filter`, `string or null`, `Pet or null`. */
  text: string;
  /** The model the type names, when it has a page of its own. */
  modelName?: string;
};

export type Field = {
  name: string;
  schema: SchemaObject;
  required: boolean;
  /** True for the rows that stand for `additionalProperties` or `patternProperties` (keys not named). */
  isAdditional?: boolean;
};

export type Variant = {
  /** What the reader calls it: its title, its model's name, or its type. */
  title: string;
  schema: SchemaObject;
  /** The discriminator value that selects it, when the variants have a discriminator. */
  discriminatorValue?: string;
};

export type Variants = {
  kind: 'oneOf' | 'anyOf';
  /** "One of" or "Any of". */
  label: string;
  options: SchemaObject[];
  variants: Variant[];
  /** The field whose value says which variant a value is. */
  discriminator?: string;
};

const VARIANT_LABELS = {oneOf: 'One of', anyOf: 'Any of'} as const;

const isPrimitive = (schema: SchemaObject) =>
  !schema.properties && !schema.items && !schema.oneOf && !schema.anyOf && !schema.allOf && !schema.additionalProperties && !schema.patternProperties && schema.type !== 'object' && !schema['x-model-name'];

/** A value with no fields of its own: a primitive, or an array of such values. */
const isSimpleValue = (schema: SchemaObject): boolean => isPrimitive(schema) || (schema.type === 'array' && !schema['x-model-name'] && isSimpleValue(schema.items ?? {}));
/** More variants than this read "one of several shapes" rather than a list of names. */
const MAX_NAMED_VARIANTS = 4;

/** The schema's name when it is a named model (which may have a page). */
export function modelName(schema: SchemaObject): string | undefined {
  return schema['x-model-name'];
}

const orNull = (label: TypeLabel, schema: SchemaObject): TypeLabel => (schema.nullable && schema.type !== 'null' ? {...label, text: `${label.text} or null`} : label);

/** The type in words; a named model is called by its name; `nullable` reads "or null". */
export function typeLabel(schema: SchemaObject, pageFor: (name: string) => boolean = () => true): TypeLabel {
  return orNull(baseLabel(schema, pageFor), schema);
}

function baseLabel(schema: SchemaObject, pageFor: (name: string) => boolean): TypeLabel {
  const name = modelName(schema);
  if (name && pageFor(name)) return {text: name, modelName: name};
  if (schema.type === 'array' || schema.items) {
    const inner = typeLabel(schema.items ?? {}, pageFor);
    return {text: `array of ${inner.text}`, modelName: inner.modelName};
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    // Plain values and named shapes read as a list ("string or number", "Employee or Contractor").
    const names = variants.map((variant) => {
      if (variant.title ?? variant['x-model-name']) return variant.title ?? variant['x-model-name'];
      const label = typeLabel(variant, pageFor).text;
      return isSimpleValue(variant) || /^array of [A-Z]/.test(label) ? label : undefined;
    });
    if (names.every(Boolean) && new Set(names).size <= MAX_NAMED_VARIANTS) return {text: [...new Set(names)].join(' or ')};
    return {text: schema.type ?? (schema.oneOf ? 'one of several shapes' : 'any of several shapes')};
  }
  if (!schema.properties && typeof schema.additionalProperties === 'object' && !schema.patternProperties) {
    const inner = typeLabel(schema.additionalProperties, pageFor);
    return {text: `map of ${inner.text}`, modelName: inner.modelName};
  }
  const base = schema.type ?? (schema.properties || schema.additionalProperties || schema.patternProperties ? 'object' : schema.const !== undefined ? typeof schema.const : 'any');
  return {text: schema.format ? `${base} (${schema.format})` : base};
}

/** Object fields in declaration order, required ones marked; pattern and other keys as last rows. */
export function fieldsOf(schema: SchemaObject): Field[] {
  const required = new Set(schema.required ?? []);
  const fields: Field[] = Object.entries(schema.properties ?? {}).map(([name, child]) => ({name, schema: child, required: required.has(name)}));
  for (const [pattern, child] of Object.entries(schema.patternProperties ?? {})) {
    fields.push({name: `{key matching ${pattern}}`, schema: child, required: false, isAdditional: true});
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    fields.push({name: '{other keys}', schema: schema.additionalProperties, required: false, isAdditional: true});
  }
  return fields;
}

/** The schema whose fields a reader expands: the object itself, or the items of an array (of arrays…). */
export function expandable(schema: SchemaObject): SchemaObject | undefined {
  let target: SchemaObject | undefined = schema;
  for (let depth = 0; target && (target.type === 'array' || target.items) && depth < 8; depth += 1) target = target.items;
  if (!target) return undefined;
  // A map has one row for its keys, which shows what each value holds.
  if (target.properties || target.patternProperties || (target.additionalProperties && typeof target.additionalProperties === 'object')) return target;
  return undefined;
}

/** The value that selects a variant: the mapping's key for it, else its model's name. */
function discriminatorValue(variant: SchemaObject, discriminator: NonNullable<SchemaObject['discriminator']>): string | undefined {
  const name = variant['x-model-name'];
  const mapped = Object.entries(discriminator.mapping ?? {}).find(([, target]) => name !== undefined && (target === name || target.endsWith(`/${name}`)));
  if (mapped) return mapped[0];
  const own = variant.properties?.[discriminator.propertyName];
  if (own?.const !== undefined) return String(own.const);
  if (own?.enum?.length === 1) return String(own.enum[0]);
  return name;
}

/** `oneOf`/`anyOf` whose options are not all plain values: shown as named variants. */
export function variantsOf(schema: SchemaObject, pageFor: (name: string) => boolean = () => true): Variants | undefined {
  let target = schema;
  for (let depth = 0; (target.type === 'array' || target.items) && target.items && depth < 8; depth += 1) target = target.items;
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = target[kind];
    if (!options || options.every(isPrimitive)) continue;
    const discriminator = target.discriminator;
    const variants = options.map((option): Variant => {
      const value = discriminator ? discriminatorValue(option, discriminator) : undefined;
      const title = option.title ?? option['x-model-name'] ?? typeLabel(option, pageFor).text;
      return {title, schema: option, ...(value !== undefined ? {discriminatorValue: value} : {})};
    });
    return {kind, label: VARIANT_LABELS[kind], options, variants, ...(discriminator ? {discriminator: discriminator.propertyName} : {})};
  }
  return undefined;
}

const formatValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Enum values with what each means, when the description says (`x-enumDescriptions` and the like). */
export function enumEntries(schema: SchemaObject): {value: string; description?: string}[] {
  const target = schema.enum ? schema : (schema.items?.enum ? schema.items : schema);
  const descriptions = target['x-enum-descriptions'] ?? {};
  return (target.enum ?? []).map((value) => ({value: formatValue(value), ...(descriptions[String(value)] ? {description: descriptions[String(value)]} : {})}));
}

export type Fact = {label: string; value: string; code?: boolean};

/** Constraints and hints, each as a short label and a value, in a fixed order. */
export function schemaFacts(schema: SchemaObject): Fact[] {
  const facts: Fact[] = [];
  const target = schema.enum || schema.pattern || schema.default !== undefined || schema.const !== undefined ? schema : (schema.items ?? schema);
  if (target.const !== undefined) facts.push({label: 'Value', value: formatValue(target.const), code: true});
  if (target.enum) facts.push({label: 'Allowed', value: target.enum.map(formatValue).join(', '), code: true});
  if (schema.default !== undefined) facts.push({label: 'Default', value: formatValue(schema.default), code: true});
  if (target.pattern) facts.push({label: 'Pattern', value: target.pattern, code: true});
  const range: string[] = [];
  if (schema.minimum !== undefined) range.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) range.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) range.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) range.push(`< ${schema.exclusiveMaximum}`);
  if (range.length) facts.push({label: 'Range', value: range.join(', ')});
  if (schema.multipleOf !== undefined) facts.push({label: 'Multiple of', value: String(schema.multipleOf)});
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    facts.push({label: 'Length', value: [schema.minLength !== undefined && `≥ ${schema.minLength}`, schema.maxLength !== undefined && `≤ ${schema.maxLength}`].filter(Boolean).join(', ')});
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    facts.push({label: 'Items', value: [schema.minItems !== undefined && `≥ ${schema.minItems}`, schema.maxItems !== undefined && `≤ ${schema.maxItems}`].filter(Boolean).join(', ')});
  }
  if (schema.uniqueItems) facts.push({label: 'Items', value: 'unique'});
  if (schema.minProperties !== undefined || schema.maxProperties !== undefined) {
    facts.push({label: 'Keys', value: [schema.minProperties !== undefined && `≥ ${schema.minProperties}`, schema.maxProperties !== undefined && `≤ ${schema.maxProperties}`].filter(Boolean).join(', ')});
  }
  if (schema.readOnly) facts.push({label: 'Read-only', value: 'yes'});
  if (schema.writeOnly) facts.push({label: 'Write-only', value: 'yes'});
  const example = schema.example !== undefined ? schema.example : schema.examples?.[0];
  if (example !== undefined && (typeof example !== 'object' || example === null)) facts.push({label: 'Example', value: formatValue(example), code: true});
  return facts;
}
