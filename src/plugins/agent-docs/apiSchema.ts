// Schemas of the API model as Markdown for the reference's `.md` copies, in the page's own words
// (src/openapi/describe.ts, src/plugins/api-reference/schemaMdx.ts): the type as the page names it,
// its facts ("Allowed:", "Default:", "Pattern:"…), enum values with their meanings, and the fields
// as a nested list shaped like the page's: nested objects under "N fields of Model", variants under
// "One of:"/"Any of:" by their titles (with the discriminator value that selects each), each with
// its fields. Deeper than the page shows, or met again inside itself, a model with a page is a link,
// as on the page. A copy therefore carries every word the page shows, and a tool reads the same
// tree a person opens.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {BlockContent, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {enumEntries, expandable, fieldsOf, schemaFacts, typeLabel, variantsOf, type SchemaObject} from '../../openapi';
import {MAX_EXPANDED_DEPTH} from '../api-reference/schemaMdx';
import {htmlToText, plainFirstSentence} from '../api-reference/mdx';
import {stringifyMarkdown} from './mdxToMarkdown';

export type {SchemaObject};

/** The URL of a named schema's page, when it has one. */
export type SchemaLinker = (schemaName: string) => string | undefined;

/** Where links of the description's Markdown point: site paths (`/api/x`) become absolute URLs. */
export type UrlResolver = (url: string) => string;

export function inlineCode(value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value;
  return `${fence}${padded}${fence}`;
}

export function formatValue(value: unknown): string {
  return inlineCode(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The type as the page names it (`array of Filter`, `string or null`), linked to the model's page. */
export function typeMarkdown(schema: SchemaObject, linkFor: SchemaLinker): string {
  const label = typeLabel(schema, (name) => linkFor(name) !== undefined);
  const url = label.modelName ? linkFor(label.modelName) : undefined;
  return url ? `[${label.text}](${url})` : label.text;
}

/** The page's facts of a schema (value, allowed values, default, pattern, ranges…), as `Label: value` parts. */
export function factsOf(schema: SchemaObject): string[] {
  return schemaFacts(schema).map((fact) => {
    if (!fact.code) return `${fact.label}: ${fact.value}`;
    // Allowed values each in their own code span; a pattern or default may itself hold ", ".
    const values = fact.label === 'Allowed' ? fact.value.split(', ') : [fact.value];
    return `${fact.label}: ${values.map(inlineCode).join(', ')}`;
  });
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);
/** Each distinct description parsed once, and whether it links within the site: a model's fields are written out on many pages. */
const parsedDescriptions = new Map<string, {tree: Root; hasSiteLinks: boolean}>();

const isSiteLink = (node: {type: string; url?: string}) => (node.type === 'link' || node.type === 'definition' || node.type === 'image') && Boolean(node.url?.startsWith('/'));

/**
 * The description's Markdown as blocks, its site links made absolute. The blocks are shared between
 * calls (only a description with site links is copied, to resolve them for its page): callers
 * place them in new trees and never change them.
 */
export function descriptionBlocks(markdown: string | undefined, resolve: UrlResolver): RootContent[] {
  const text = (markdown ?? '').trim();
  if (!text) return [];
  let parsed = parsedDescriptions.get(text);
  if (!parsed) {
    const tree = markdownParser.parse(text);
    // Raw HTML reads as the page shows it: a `<br>` a line break, a script nothing, a tag its text.
    htmlToText()(tree);
    let hasSiteLinks = false;
    visit(tree, (node) => {
      if (isSiteLink(node as {type: string; url?: string})) hasSiteLinks = true;
    });
    parsed = {tree, hasSiteLinks};
    parsedDescriptions.set(text, parsed);
  }
  if (!parsed.hasSiteLinks) return [...parsed.tree.children];
  const tree = structuredClone(parsed.tree);
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url.startsWith('/')) node.url = resolve(node.url);
  });
  return tree.children;
}

/** Each distinct inline Markdown written by this module, parsed once. */
const parsedPhrasing = new Map<string, PhrasingContent[]>();

/** Inline Markdown written by this module (code, links), as phrasing nodes (a new list of shared nodes). */
function phrasing(markdown: string): PhrasingContent[] {
  let nodes = parsedPhrasing.get(markdown);
  if (!nodes) {
    const [first] = markdownParser.parse(markdown).children;
    nodes = first?.type === 'paragraph' ? first.children : [{type: 'text', value: markdown}];
    parsedPhrasing.set(markdown, nodes);
  }
  return [...nodes];
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const list = (items: ListItem[]): List => ({type: 'list', ordered: false, spread: false, children: items});
const listItem = (children: RootContent[]): ListItem => ({type: 'listItem', spread: false, children: children as BlockContent[]});

type Context = {linkFor: SchemaLinker; resolve: UrlResolver; ancestors: string[]; depth: number};

/** Whether a model stops here, as on the page: met inside itself, or deeper than the page shows and described on its own page. */
function stopsAt(name: string | undefined, context: Context): boolean {
  if (name === undefined) return false;
  return context.ancestors.includes(name) || (context.depth >= MAX_EXPANDED_DEPTH && context.linkFor(name) !== undefined);
}

/** Enum values with what each means, as the page lists them when the description gives meanings. */
export function enumList(schema: SchemaObject, resolve: UrlResolver): List | undefined {
  const entries = enumEntries(schema);
  if (!entries.some((entry) => entry.description)) return undefined;
  return list(
    entries.map((entry) => {
      const meaning = entry.description ? descriptionBlocks(plainFirstSentence(entry.description) || entry.description, resolve)[0] : undefined;
      const head = paragraph([{type: 'inlineCode', value: entry.value}]);
      if (meaning?.type === 'paragraph') head.children.push({type: 'text', value: ': '}, ...meaning.children);
      return listItem([head]);
    }),
  );
}

/**
 * One field: its name, then in brackets its type, whether it is required or deprecated, and its
 * facts; its description follows on the same line when it starts with a paragraph, then the
 * meanings of its enum values and what the page opens under it.
 */
function fieldItem(name: string, schema: SchemaObject, required: boolean, context: Context): ListItem {
  const traits = [typeMarkdown(schema, context.linkFor), required ? 'required' : '', schema.deprecated ? 'deprecated' : ''].filter(Boolean).join(', ');
  const facts = factsOf(schema);
  const head = paragraph(phrasing(`${inlineCode(name)} (${traits}${facts.length ? `; ${facts.join('; ')}` : ''})`));
  const [first, ...rest] = descriptionBlocks(schema.description, context.resolve);
  const blocks: RootContent[] = [head];
  if (first?.type === 'paragraph') head.children.push({type: 'text', value: ': '}, ...first.children);
  else if (first) blocks.push(first);
  const values = enumList(schema, context.resolve);
  return listItem([...blocks, ...rest, ...(values ? [values] : []), ...nestedBlocks(schema, context)]);
}

const fieldsList = (schema: SchemaObject, context: Context): List => list(fieldsOf(schema).map((field) => fieldItem(field.name, field.schema, field.required, context)));

/** The variants of a schema as the page shows them: by title, with the value that selects each, a link to its model and its fields. */
function variantBlocks(schema: SchemaObject, context: Context): RootContent[] {
  const variants = variantsOf(schema, (name) => context.linkFor(name) !== undefined);
  if (!variants) return [];
  const inner = {...context, depth: context.depth + 1};
  const options = variants.variants.map((variant) => {
    const label = typeLabel(variant.schema, (candidate) => context.linkFor(candidate) !== undefined);
    const modelUrl = label.modelName ? context.linkFor(label.modelName) : undefined;
    const selector = variants.discriminator && variant.discriminatorValue !== undefined ? ` ${inlineCode(`${variants.discriminator}: ${JSON.stringify(variant.discriminatorValue)}`)}` : '';
    const target = expandable(variant.schema);
    const name = variant.schema['x-model-name'];
    const fields = target && !stopsAt(name, context) ? [fieldsList(target, {...inner, ancestors: name ? [...context.ancestors, name] : context.ancestors})] : [];
    return listItem([paragraph(phrasing(`${variant.title}${selector}.${modelUrl ? ` See [the model](${modelUrl}).` : ''}`)), ...descriptionBlocks(variant.schema.description, context.resolve), ...fields]);
  });
  const says = variants.discriminator ? ` (${inlineCode(variants.discriminator)} says which)` : '';
  return [paragraph(phrasing(`${variants.label}${says}:`)), list(options)];
}

/** What the page opens under a field: the fields of its object ("2 fields of Callback:") and its variants. */
function nestedBlocks(schema: SchemaObject, context: Context): RootContent[] {
  const blocks: RootContent[] = [];
  const target = expandable(schema);
  const name = target?.['x-model-name'];
  if (target && !stopsAt(name, context)) {
    const fields = fieldsOf(target);
    const summary = `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}${name ? ` of ${name}` : ''}`;
    const inner = {...context, ancestors: name ? [...context.ancestors, name] : context.ancestors, depth: context.depth + 1};
    blocks.push(paragraph([{type: 'text', value: `${summary}:`}]), fieldsList(target, inner));
  }
  if (!stopsAt(name ?? (schema.items ?? schema)['x-model-name'], context)) blocks.push(...variantBlocks(schema, context));
  return blocks;
}

/**
 * The fields of a body, parameter or model as a nested list, with its variants. An array lists its
 * items' fields; a model's own name counts as an ancestor, so it does not expand inside itself.
 * Empty when the schema has neither fields nor variants.
 */
export function schemaFieldsMarkdown(schema: SchemaObject, linkFor: SchemaLinker, resolve: UrlResolver, ownName?: string): string {
  const context: Context = {linkFor, resolve, ancestors: ownName ? [ownName] : [], depth: 1};
  const blocks: RootContent[] = [];
  const target = expandable(schema);
  if (target) blocks.push(fieldsList(target, context));
  blocks.push(...variantBlocks({...schema, properties: undefined, additionalProperties: undefined, patternProperties: undefined}, context));
  return blocks.length ? stringifyMarkdown({type: 'root', children: blocks}).trim() : '';
}

/** Markdown blocks (a description) as text, their site links made absolute. */
export function descriptionMarkdown(markdown: string | undefined, resolve: UrlResolver): string {
  const blocks = descriptionBlocks(markdown, resolve);
  return blocks.length ? stringifyMarkdown({type: 'root', children: blocks}).trim() : '';
}

/** The values of an enum with their meanings, as a Markdown list; '' when the description gives no meanings. */
export function enumListMarkdown(schema: SchemaObject, resolve: UrlResolver): string {
  const values = enumList(schema, resolve);
  return values ? stringifyMarkdown({type: 'root', children: [values]}).trim() : '';
}
