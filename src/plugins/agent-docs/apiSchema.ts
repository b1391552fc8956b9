// Schemas of the API model as Markdown for the reference's `.md` copies, in the page's own words
// (src/openapi/describe.ts): the type as the page names it, its facts ("Allowed:", "Default:",
// "Pattern:"…), and the fields as a nested list shaped like the page's: nested objects under "N
// fields of Model", `oneOf`/`anyOf` options under "One of:"/"Any of:", each with its fields. A copy
// therefore carries every word the page shows, and a tool reads the same tree a person opens.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {BlockContent, List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {expandable, fieldsOf, schemaFacts, typeLabel, variantsOf, type SchemaObject} from '../../openapi';
import {stringifyMarkdown} from './mdxToMarkdown';

export type {SchemaObject};

/** The URL of a named schema's page, when it has one. */
export type SchemaLinker = (schemaName: string) => string | undefined;

/** Where links of the description's Markdown point: site paths (`/api/x`) become absolute URLs. */
export type UrlResolver = (url: string) => string;

export function inlineCode(value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

export function formatValue(value: unknown): string {
  return inlineCode(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The type as the page names it (`array of Filter`, `string (uuid)`), linked to the model's page. */
export function typeMarkdown(schema: SchemaObject, linkFor: SchemaLinker): string {
  const label = typeLabel(schema, (name) => linkFor(name) !== undefined);
  const url = label.modelName ? linkFor(label.modelName) : undefined;
  return url ? `[${label.text}](${url})` : label.text;
}

/** The page's facts of a schema (allowed values, default, pattern, ranges…), as `Label: value` parts. */
export function factsOf(schema: SchemaObject): string[] {
  return schemaFacts(schema).map((fact) => {
    if (!fact.code) return `${fact.label}: ${fact.value}`;
    // Allowed values each in their own code span; a pattern or default may itself hold ", ".
    const values = fact.label === 'Allowed' ? fact.value.split(', ') : [fact.value];
    return `${fact.label}: ${values.map(inlineCode).join(', ')}`;
  });
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** The description's Markdown as blocks, its site links made absolute. */
export function descriptionBlocks(markdown: string | undefined, resolve: UrlResolver): RootContent[] {
  const text = (markdown ?? '').trim();
  if (!text) return [];
  const tree = markdownParser.parse(text);
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url.startsWith('/')) node.url = resolve(node.url);
  });
  return tree.children;
}

/** Inline Markdown written by this module (code, links), as phrasing nodes. */
function phrasing(markdown: string): PhrasingContent[] {
  const [first] = markdownParser.parse(markdown).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const list = (items: ListItem[]): List => ({type: 'list', ordered: false, spread: false, children: items});
const listItem = (children: RootContent[]): ListItem => ({type: 'listItem', spread: false, children: children as BlockContent[]});

/**
 * Nested objects deeper than this link to their model instead of expanding (unnamed ones still
 * expand): the rule of the page (src/plugins/api-reference/schemaMdx.ts), so both show the same tree.
 */
const MAX_EXPANDED_DEPTH = 3;

type Context = {linkFor: SchemaLinker; resolve: UrlResolver; ancestors: string[]; depth: number};

/**
 * One field: its name, then in brackets its type, whether it is required or deprecated, and its
 * facts; its description follows on the same line when it starts with a paragraph.
 */
function fieldItem(name: string, schema: SchemaObject, required: boolean, context: Context): ListItem {
  const traits = [typeMarkdown(schema, context.linkFor), required ? 'required' : '', schema.deprecated ? 'deprecated' : ''].filter(Boolean).join(', ');
  const facts = factsOf(schema);
  const head = paragraph(phrasing(`${inlineCode(name)} (${traits}${facts.length ? `; ${facts.join('; ')}` : ''})`));
  const [first, ...rest] = descriptionBlocks(schema.description, context.resolve);
  const blocks: RootContent[] = [head];
  if (first?.type === 'paragraph') head.children.push({type: 'text', value: ': '}, ...first.children);
  else if (first) blocks.push(first);
  return listItem([...blocks, ...rest, ...nestedBlocks(schema, context)]);
}

/** What the page opens under a field: the fields of its object ("2 fields of Callback:") and its variants. */
function nestedBlocks(schema: SchemaObject, context: Context): RootContent[] {
  const blocks: RootContent[] = [];
  const target = expandable(schema);
  const name = (schema.items ?? schema)['x-model-name'];
  const recursive = name !== undefined && context.ancestors.includes(name);
  const tooDeep = name !== undefined && context.depth >= MAX_EXPANDED_DEPTH && context.linkFor(name) !== undefined;
  if (target && !recursive && !tooDeep) {
    const fields = fieldsOf(target);
    const summary = `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}${name ? ` of ${name}` : ''}`;
    const inner = {...context, ancestors: name ? [...context.ancestors, name] : context.ancestors, depth: context.depth + 1};
    blocks.push(paragraph([{type: 'text', value: `${summary}:`}]), list(fields.map((field) => fieldItem(field.name, field.schema, field.required, inner))));
  }
  const variants = variantsOf(schema);
  if (variants && !recursive) {
    const inner = {...context, depth: context.depth + 1};
    const options = variants.options.map((option, index) => {
      const label = typeLabel(option, (candidate) => context.linkFor(candidate) !== undefined);
      const modelUrl = label.modelName ? context.linkFor(label.modelName) : undefined;
      const optionName = option['x-model-name'];
      const optionTarget = expandable(option);
      const showFields = optionTarget && !(optionName && (context.ancestors.includes(optionName) || context.depth >= MAX_EXPANDED_DEPTH));
      return listItem([
        paragraph(phrasing(`Option ${index + 1}: ${label.text}.${modelUrl ? ` See [the model](${modelUrl}).` : ''}`)),
        ...descriptionBlocks(option.description, context.resolve),
        ...(showFields ? [list(fieldsOf(optionTarget).map((field) => fieldItem(field.name, field.schema, field.required, inner)))] : []),
      ]);
    });
    blocks.push(paragraph([{type: 'text', value: `${variants.label}:`}]), list(options));
  }
  return blocks;
}

/**
 * The fields of a body or model as a nested list, with its variants. An array lists its items'
 * fields; a model's own name counts as an ancestor, so it does not expand inside itself. Empty
 * when the schema has neither fields nor variants.
 */
export function schemaFieldsMarkdown(schema: SchemaObject, linkFor: SchemaLinker, resolve: UrlResolver, ownName?: string): string {
  const context: Context = {linkFor, resolve, ancestors: ownName ? [ownName] : [], depth: 1};
  const blocks: RootContent[] = [];
  const target = expandable(schema);
  if (target) blocks.push(list(fieldsOf(target).map((field) => fieldItem(field.name, field.schema, field.required, context))));
  if (variantsOf(schema)) blocks.push(...nestedBlocks({...schema, properties: undefined, items: undefined, additionalProperties: undefined}, context));
  return blocks.length ? stringifyMarkdown({type: 'root', children: blocks}).trim() : '';
}

/** Markdown blocks (a description) as text, their site links made absolute. */
export function descriptionMarkdown(markdown: string | undefined, resolve: UrlResolver): string {
  const blocks = descriptionBlocks(markdown, resolve);
  return blocks.length ? stringifyMarkdown({type: 'root', children: blocks}).trim() : '';
}
