// Finds the API error codes and names a page uses, by reading its MDX as a syntax tree (remark), and
// the codes and names the API description's error catalogue publishes, so a test can hold the pages to the description.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Code, Nodes, Root} from 'mdast';
import type {ApiModel} from '../../src/openapi';
import {apiFactElements} from '../../src/plugins/api-facts/facts';

/** The error codes of this API: five digits (gateway) or six (data service), starting 4 or 5. */
const CODE = /^[45]\d{4,5}$/;
/** Error names are PascalCase words of at least two parts, such as `ItemNotFound`. */
const NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

/** A code or name a page mentions; `element` when it is written as a fact element (`<ErrorCode code="…" />`). */
export type ErrorMention = {kind: 'code' | 'name'; value: string; line: number; element?: boolean};

/** The fact elements that name an error code in their `code` attribute. */
const CODE_ELEMENTS = new Set(['ErrorCode', 'ErrorStatus', 'ErrorMeaning']);

/** The codes of the fact elements inside `node`: each counts as a mention of its code. */
function elementMentions(node: Nodes): ErrorMention[] {
  return apiFactElements(node)
    .filter((element) => CODE_ELEMENTS.has(element.name) && element.attributes.code)
    .map((element) => ({kind: 'code', value: element.attributes.code, line: element.node.position?.start.line ?? 0, element: true}));
}

export type ErrorCatalogue = {codes: Map<string, string>; names: Set<string>};

/** The codes and names the description publishes: its error catalogue, as the API model reads it. */
export function errorCatalogue(model: Pick<ApiModel, 'errorCatalogue'>): ErrorCatalogue {
  const codes = new Map(model.errorCatalogue.codes.map((error) => [error.code, error.name] as const));
  return {codes, names: new Set(codes.values())};
}

export function parseMdx(source: string): Root {
  // The same text preparation Docusaurus applies before it parses a page.
  const prepared = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(prepared);
}

/** Codes and names in a JSON sample: any object with a digit-string `code` (and its `name`). */
function jsonMentions(block: Code): ErrorMention[] {
  let data: unknown;
  try {
    data = JSON.parse(block.value);
  } catch {
    return [];
  }
  const line = block.position?.start.line ?? 0;
  const found: ErrorMention[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.code === 'string' && CODE.test(record.code)) {
      found.push({kind: 'code', value: record.code, line});
      if (typeof record.name === 'string') found.push({kind: 'name', value: record.name, line});
    }
    Object.values(record).forEach(walk);
  };
  walk(data);
  return found;
}

/** Quoted codes in program code, such as `if code == "42902"`. */
function programMentions(block: Code): ErrorMention[] {
  const line = block.position?.start.line ?? 0;
  return [...block.value.matchAll(/["'`]([45]\d{4,5})["'`]/g)].map((match) => ({kind: 'code' as const, value: match[1], line}));
}

const hasCode = (value: string) => value.split(/\s+/).some((token) => CODE.test(token));

/**
 * The text of a block as a reader scans it for error names. Inline code that holds no error code
 * is left out: a lone `DatasetId` there names a parameter or a variable, not an error.
 */
function proseText(node: Nodes): string {
  if (node.type === 'inlineCode') return hasCode(node.value) ? ` ${node.value} ` : ' ';
  if ('children' in node) return (node.children as Nodes[]).map(proseText).join('');
  return 'value' in node && typeof node.value === 'string' ? node.value : '';
}

/**
 * Codes and names in prose: a code is a number of the code's shape written as inline code (how the
 * pages write codes); a name is a PascalCase word in the same paragraph or table row as such a
 * code, in plain text or in the same inline code (`400801 ItemAlreadyExists`).
 */
function proseMentions(node: Nodes): ErrorMention[] {
  const line = node.position?.start.line ?? 0;
  const inline: string[] = [];
  const collect = (child: Nodes) => {
    if (child.type === 'inlineCode') inline.push(child.value);
    if ('children' in child) (child.children as Nodes[]).forEach(collect);
  };
  collect(node);
  const codes = inline.flatMap((value) => value.split(/\s+/)).filter((token) => CODE.test(token));
  const elements = elementMentions(node);
  if (!codes.length) return elements;
  // Table cells are joined with a space, or a name would run into the next cell's text.
  const text = node.type === 'tableRow' ? node.children.map((cell) => proseText(cell)).join(' ') : proseText(node);
  const words = text
    .split(/[^A-Za-z0-9]+/)
    .filter((token) => NAME.test(token));
  return [...codes.map((value) => ({kind: 'code' as const, value, line})), ...elements, ...words.map((value) => ({kind: 'name' as const, value, line}))];
}

/** Every error code and name a page mentions, with the line it is on. */
export function errorMentions(source: string): ErrorMention[] {
  const found: ErrorMention[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code') {
      found.push(...(node.lang === 'json' ? jsonMentions(node) : programMentions(node)));
      return;
    }
    // The smallest blocks that hold one statement: a paragraph, a heading, a table row.
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
      found.push(...proseMentions(node));
      return;
    }
    // An element on a line of its own (`<ErrorMeaning code="…" />`) is a block of its own.
    if (node.type === 'mdxJsxFlowElement' && CODE_ELEMENTS.has(node.name ?? '')) {
      found.push(...elementMentions(node));
      return;
    }
    if ('children' in node) (node.children as Nodes[]).forEach(visit);
  };
  visit(parseMdx(source));
  return found;
}
