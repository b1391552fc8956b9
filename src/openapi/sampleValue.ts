// A value made from a schema, for a body, response or parameter the description gives no example
// for: its own example, const, default or first enum value where it has one, else a plain value of
// its type and format. Small on purpose: every required field, the optional ones near the top, one
// item per array, and nothing below a few levels, so a deep or recursive schema never makes a
// sample longer than a reader would scroll.
import type {SchemaObject} from './types';

/** Below this depth only required fields are filled in. */
const OPTIONAL_FIELDS_DEPTH = 2;
/** Below this depth objects and arrays are left empty. */
const MAX_SAMPLE_DEPTH = 5;

/** A value of each string format, the same on every page. */
export const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2025-03-14T09:30:00Z',
  date: '2025-03-14',
  time: '09:30:00Z',
  duration: 'P1D',
  uuid: '3f0c2b1e-8d4a-4c6f-9b7e-2a5d1c3e4f60',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': '/path',
  hostname: 'api.example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U2FtcGxl',
  password: 'password',
};

function stringSample(schema: SchemaObject): string {
  const text = (schema.format && FORMAT_SAMPLES[schema.format]) ?? (schema.format === 'binary' ? '' : 'string');
  if (schema.minLength !== undefined && text.length < schema.minLength) return text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return text.slice(0, schema.maxLength);
  return text;
}

function numberSample(schema: SchemaObject, integer: boolean): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined) ?? (schema.maximum !== undefined && schema.maximum < 1 ? schema.maximum : 1);
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) value = schema.exclusiveMaximum - (integer ? 1 : 0.5);
  if (schema.multipleOf) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return integer ? Math.round(value) : value;
}

/** The value a schema documents for itself, when it documents one. */
export function documentedValue(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  return undefined;
}

/** A value that fits `schema` (or comes close: a `pattern` is not followed). */
export function sampleValue(schema: SchemaObject, depth = 0, ancestors: readonly SchemaObject[] = []): unknown {
  const documented = documentedValue(schema);
  if (documented !== undefined) return documented;
  if (ancestors.includes(schema)) return schema.type === 'array' ? [] : schema.nullable ? null : {};
  const trail = [...ancestors, schema];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant && !schema.properties) return sampleValue(variant, depth, trail);
  if (schema.allOf?.length && !schema.properties) {
    const parts = schema.allOf.map((part) => sampleValue(part, depth, trail));
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  switch (schema.type) {
    case 'string':
      return stringSample(schema);
    case 'integer':
      return numberSample(schema, true);
    case 'number':
      return numberSample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      // An array of the schema itself (a tree's children) ends the sample.
      if (!schema.items || depth >= MAX_SAMPLE_DEPTH || trail.includes(schema.items)) return [];
      const item = sampleValue(schema.items, depth + 1, trail);
      return Array.from({length: Math.min(Math.max(schema.minItems ?? 1, 1), 3)}, () => item);
    }
    default:
      break;
  }
  if (schema.properties || schema.additionalProperties || schema.patternProperties || schema.type === 'object') {
    if (depth >= MAX_SAMPLE_DEPTH) return {};
    const required = new Set(schema.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (!required.has(name) && (depth >= OPTIONAL_FIELDS_DEPTH || field.deprecated || trail.includes(field))) continue;
      out[name] = sampleValue(field, depth + 1, trail);
    }
    if (!schema.properties && typeof schema.additionalProperties === 'object') out.key = sampleValue(schema.additionalProperties, depth + 1, trail);
    return out;
  }
  return schema.nullable ? null : 'value';
}
