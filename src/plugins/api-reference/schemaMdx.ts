// Schema fields for the pages: one `ApiField` per field with its type, required mark, constraints,
// enum values and description; nested objects inside `ApiNestedFields` (a <details>, closed, so it
// works without JavaScript); variants by name, with the discriminator value that selects each.
// The fields are a tree of elements (./tree.ts) that the page holds as one JSON value in an
// `<ApiTree>`, so MDX compiles one expression instead of every field, paragraph and list.
// A model is written out on its own page: below `MAX_EXPANDED_DEPTH` levels, or met again inside
// itself, a model that has a page is a link to it, so no page repeats a deep schema in full.
import {enumEntries, expandable, fieldsOf, schemaFacts, typeLabel, variantsOf, type SchemaObject} from '../../openapi';
import {jsxElement, markdownToMdx, plainFirstSentence} from './mdx';
import {element, markdownTree, type TreeNode} from './tree';

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
function enumListMarkdown(schema: SchemaObject): string {
  const entries = enumEntries(schema);
  if (!entries.some((entry) => entry.description)) return '';
  return entries.map((entry) => `- \`${entry.value.replace(/`/g, "'")}\`${entry.description ? `: ${plainFirstSentence(entry.description) || entry.description}` : ''}`).join('\n');
}

/** The enum list as MDX, for a model page's own values. */
export const enumListMdx = (schema: SchemaObject): string => markdownToMdx(enumListMarkdown(schema));

/** The enum list as elements, for a field's. */
export const enumListTree = (schema: SchemaObject): TreeNode[] => markdownTree(enumListMarkdown(schema));

/** Whether a model stops here: met inside itself, or deeper than the page shows and described on its own page. */
function stopsAt(name: string | undefined, context: Context): boolean {
  if (name === undefined) return false;
  return context.ancestors.includes(name) || (context.depth >= MAX_EXPANDED_DEPTH && context.modelHref(name) !== undefined);
}

function fieldsList(schema: SchemaObject, context: Context): TreeNode {
  return element(
    'ApiFields',
    {},
    fieldsOf(schema).map((field) => fieldNode(field.name, field.schema, field.required, context)),
  );
}

/** The variants of `schema`, each with its fields (or a link to its page). */
function variantsNodes(schema: SchemaObject, context: Context): TreeNode[] {
  const variants = variantsOf(schema, (name) => context.modelHref(name) !== undefined);
  if (!variants) return [];
  const inner = {...context, depth: context.depth + 1};
  const options = variants.variants.map((variant) => {
    const {typeHref} = typeProps(variant.schema, context);
    const target = expandable(variant.schema);
    const name = variant.schema['x-model-name'];
    const body = [...markdownTree(variant.schema.description), ...(target && !stopsAt(name, context) ? [fieldsList(target, {...inner, ancestors: name ? [...context.ancestors, name] : context.ancestors})] : [])];
    return element('ApiVariant', {title: variant.title, typeHref, discriminator: variants.discriminator, value: variant.discriminatorValue}, body);
  });
  return [element('ApiVariants', {label: variants.label, discriminator: variants.discriminator}, options)];
}

function nestedContent(schema: SchemaObject, context: Context): TreeNode[] {
  const parts: TreeNode[] = [];
  const target = expandable(schema);
  const name = target?.['x-model-name'];
  if (target && !stopsAt(name, context)) {
    const fields = fieldsOf(target);
    const summary = `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}${name ? ` of ${name}` : ''}`;
    const inner = {...context, ancestors: name ? [...context.ancestors, name] : context.ancestors, depth: context.depth + 1};
    parts.push(element('ApiNestedFields', {summary}, fields.map((field) => fieldNode(field.name, field.schema, field.required, inner))));
  }
  if (!stopsAt(name ?? (schema.items ?? schema)['x-model-name'], context)) parts.push(...variantsNodes(schema, context));
  return parts;
}

export function fieldNode(name: string, schema: SchemaObject, required: boolean, context: Context): TreeNode {
  const facts = schemaFacts(schema);
  return element(
    'ApiField',
    {name, ...typeProps(schema, context), required, deprecated: schema.deprecated, facts: facts.length ? facts : undefined},
    [...markdownTree(schema.description), ...enumListTree(schema), ...nestedContent(schema, context)],
  );
}

/**
 * The fields of a body or model as elements. An array shows its items' fields; a model's own name
 * counts as an ancestor so that it does not expand inside itself.
 */
export function schemaFieldsTree(schema: SchemaObject, links: SchemaLinks, ownName?: string): TreeNode[] {
  const context: Context = {...links, ancestors: ownName ? [ownName] : [], depth: 1};
  const target = expandable(schema);
  const parts: TreeNode[] = [];
  if (target) parts.push(fieldsList(target, context));
  parts.push(...variantsNodes({...schema, properties: undefined, additionalProperties: undefined, patternProperties: undefined}, context));
  return parts;
}

/** Elements as the MDX of one `<ApiTree>`, or nothing when there are none. */
export const treeMdx = (nodes: TreeNode[]): string => (nodes.length ? jsxElement('ApiTree', {nodes}) : '');

/** The fields of a body or model as MDX (one `<ApiTree>`). */
export const schemaFieldsMdx = (schema: SchemaObject, links: SchemaLinks, ownName?: string): string => treeMdx(schemaFieldsTree(schema, links, ownName));
