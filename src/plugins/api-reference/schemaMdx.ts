// Schema fields as MDX: one `<ApiField>` per field with its type, required mark, constraints,
// enum values and description; nested objects inside `<ApiNestedFields>` (a <details>, closed, so
// it works without JavaScript); variants by name, with the discriminator value that selects each.
// A model is written out on its own page: below `MAX_EXPANDED_DEPTH` levels, or met again inside
// itself, a model that has a page is a link to it, so no page repeats a deep schema in full.
import {enumEntries, expandable, fieldsOf, schemaFacts, typeLabel, variantsOf, type SchemaObject} from '../../openapi';
import {jsxBlock, markdownToMdx, plainFirstSentence} from './mdx';

export type SchemaLinks = {
  /** The page of a named model, or undefined when it has none. */
  modelHref: (name: string) => string | undefined;
};

/**
 * How many levels of fields a page shows: a body's fields (1), the fields of the objects they hold
 * (2, closed), and theirs (3, closed). Deeper, a model with a page of its own is a link to it.
 */
export const MAX_EXPANDED_DEPTH = 3;

type Context = SchemaLinks & {ancestors: string[]; depth: number};

function typeProps(schema: SchemaObject, links: SchemaLinks) {
  const label = typeLabel(schema, (name) => links.modelHref(name) !== undefined);
  return {type: label.text, typeHref: label.modelName ? links.modelHref(label.modelName) : undefined};
}

/** Enum values with their meanings as a Markdown list, when the description gives any meanings. */
export function enumListMdx(schema: SchemaObject): string {
  const entries = enumEntries(schema);
  if (!entries.some((entry) => entry.description)) return '';
  return entries.map((entry) => `- \`${entry.value.replace(/`/g, "'")}\`${entry.description ? `: ${markdownToMdx(plainFirstSentence(entry.description) || entry.description)}` : ''}`).join('\n');
}

/** Whether a model stops here: met inside itself, or deeper than the page shows and described on its own page. */
function stopsAt(name: string | undefined, context: Context): boolean {
  if (name === undefined) return false;
  return context.ancestors.includes(name) || (context.depth >= MAX_EXPANDED_DEPTH && context.modelHref(name) !== undefined);
}

function fieldsList(schema: SchemaObject, context: Context): string {
  return jsxBlock('ApiFields', {}, fieldsOf(schema).map((field) => fieldMdx(field.name, field.schema, field.required, context)).join('\n\n'));
}

/** The variants of `schema`, each with its fields (or a link to its page). */
function variantsMdx(schema: SchemaObject, context: Context): string {
  const variants = variantsOf(schema, (name) => context.modelHref(name) !== undefined);
  if (!variants) return '';
  const inner = {...context, depth: context.depth + 1};
  const options = variants.variants.map((variant) => {
    const {typeHref} = typeProps(variant.schema, context);
    const target = expandable(variant.schema);
    const name = variant.schema['x-model-name'];
    const body = [markdownToMdx(variant.schema.description), target && !stopsAt(name, context) ? fieldsList(target, {...inner, ancestors: name ? [...context.ancestors, name] : context.ancestors}) : ''];
    return jsxBlock('ApiVariant', {title: variant.title, typeHref, discriminator: variants.discriminator, value: variant.discriminatorValue}, body.filter(Boolean).join('\n\n'));
  });
  return jsxBlock('ApiVariants', {label: variants.label, discriminator: variants.discriminator}, options.join('\n\n'));
}

function nestedContent(schema: SchemaObject, context: Context): string {
  const parts: string[] = [];
  const target = expandable(schema);
  const name = target?.['x-model-name'];
  if (target && !stopsAt(name, context)) {
    const fields = fieldsOf(target);
    const summary = `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}${name ? ` of ${name}` : ''}`;
    const inner = {...context, ancestors: name ? [...context.ancestors, name] : context.ancestors, depth: context.depth + 1};
    parts.push(jsxBlock('ApiNestedFields', {summary}, fields.map((field) => fieldMdx(field.name, field.schema, field.required, inner)).join('\n\n')));
  }
  if (!stopsAt(name ?? (schema.items ?? schema)['x-model-name'], context)) parts.push(variantsMdx(schema, context));
  return parts.filter(Boolean).join('\n\n');
}

export function fieldMdx(name: string, schema: SchemaObject, required: boolean, context: Context): string {
  return jsxBlock(
    'ApiField',
    {name, ...typeProps(schema, context), required, deprecated: schema.deprecated, facts: schemaFacts(schema)},
    [markdownToMdx(schema.description), enumListMdx(schema), nestedContent(schema, context)].filter(Boolean).join('\n\n'),
  );
}

/**
 * The fields of a body or model. An array shows its items' fields; a model's own name counts as
 * an ancestor so that it does not expand inside itself.
 */
export function schemaFieldsMdx(schema: SchemaObject, links: SchemaLinks, ownName?: string): string {
  const context: Context = {...links, ancestors: ownName ? [ownName] : [], depth: 1};
  const target = expandable(schema);
  const parts: string[] = [];
  if (target) parts.push(fieldsList(target, context));
  parts.push(variantsMdx({...schema, properties: undefined, additionalProperties: undefined, patternProperties: undefined}, context));
  return parts.filter(Boolean).join('\n\n');
}
