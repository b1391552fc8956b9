// Schema fields as MDX: one `<ApiField>` per field with its type, required mark, constraints and
// description; nested objects inside `<ApiNestedFields>` (a <details>, closed, so it works without
// JavaScript); a model met again inside itself links to its page instead of repeating.
import {expandable, fieldsOf, schemaFacts, typeLabel, variantsOf, type SchemaObject} from '../../openapi';
import {jsxBlock, markdownToMdx} from './mdx';

export type SchemaLinks = {
  /** The page of a named model, or undefined when it has none. */
  modelHref: (name: string) => string | undefined;
};

/** Nested objects deeper than this link to their model instead of expanding (unnamed ones still expand). */
const MAX_EXPANDED_DEPTH = 3;

type Context = SchemaLinks & {ancestors: string[]; depth: number};

function typeProps(schema: SchemaObject, links: SchemaLinks) {
  const label = typeLabel(schema, (name) => links.modelHref(name) !== undefined);
  return {type: label.text, typeHref: label.modelName ? links.modelHref(label.modelName) : undefined};
}

function nestedContent(schema: SchemaObject, context: Context): string {
  const parts: string[] = [];
  const target = expandable(schema);
  const name = (schema.items ?? schema)['x-model-name'];
  const recursive = name !== undefined && context.ancestors.includes(name);
  const tooDeep = name !== undefined && context.depth >= MAX_EXPANDED_DEPTH && context.modelHref(name) !== undefined;
  if (target && !recursive && !tooDeep) {
    const fields = fieldsOf(target);
    const summary = `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}${name ? ` of ${name}` : ''}`;
    const inner = {...context, ancestors: name ? [...context.ancestors, name] : context.ancestors, depth: context.depth + 1};
    parts.push(jsxBlock('ApiNestedFields', {summary}, fields.map((field) => fieldMdx(field.name, field.schema, field.required, inner)).join('\n\n')));
  }
  const variants = variantsOf(schema);
  if (variants && !recursive) {
    const inner = {...context, depth: context.depth + 1};
    const options = variants.options.map((option, index) => {
      const props = typeProps(option, context);
      const optionTarget = expandable(option);
      const optionName = option['x-model-name'];
      const showFields = optionTarget && !(optionName && (context.ancestors.includes(optionName) || context.depth >= MAX_EXPANDED_DEPTH));
      const body = [markdownToMdx(option.description), showFields ? fieldsOf(optionTarget).map((field) => fieldMdx(field.name, field.schema, field.required, inner)).join('\n\n') : ''];
      return jsxBlock('ApiVariant', {title: `Option ${index + 1}: ${props.type}`, typeHref: props.typeHref}, body.filter(Boolean).join('\n\n'));
    });
    parts.push(jsxBlock('ApiVariants', {label: variants.label}, options.join('\n\n')));
  }
  return parts.join('\n\n');
}

export function fieldMdx(name: string, schema: SchemaObject, required: boolean, context: Context): string {
  const description = markdownToMdx(schema.description);
  return jsxBlock(
    'ApiField',
    {name, ...typeProps(schema, context), required, deprecated: schema.deprecated, facts: schemaFacts(schema)},
    [description, nestedContent(schema, context)].filter(Boolean).join('\n\n'),
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
  if (target) parts.push(jsxBlock('ApiFields', {}, fieldsOf(target).map((field) => fieldMdx(field.name, field.schema, field.required, context)).join('\n\n')));
  const variants = variantsOf(schema);
  if (variants) parts.push(nestedContent({...schema, properties: undefined, items: undefined, additionalProperties: undefined}, context));
  return parts.join('\n\n');
}
