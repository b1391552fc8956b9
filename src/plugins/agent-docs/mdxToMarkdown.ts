// Turns one MDX page into clean Markdown that any tool can read: tabs become labelled sections,
// admonitions become quotes, our content components become their text, the fact elements become
// what the API model says (as on the page), imports and other JSX go, links become absolute URLs.
// Code blocks keep their language, meta and content untouched; a diagram's block is preceded by the
// text its drawn image carries as alt text.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {AlignType, BlockContent, Heading, Paragraph, PhrasingContent, Root, RootContent, Strong, Table} from 'mdast';
import type {Handle} from 'mdast-util-to-markdown';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import type {} from 'mdast-util-frontmatter';
import type {MdxjsEsm} from 'mdast-util-mdx';
import {describeDiagram} from '../mermaid-svg/diagrams';
import type {ApiModel} from '../../openapi';
import {replaceApiFacts} from '../api-facts/facts';

/** Docusaurus's admonition keywords (its mdx-loader defaults); other directives are left as text. */
export const ADMONITION_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

export type MdxToMarkdownOptions = {
  /** The page's title, written as the H1 when the content does not start with one. */
  title: string;
  /** Rewrites a link or image URL from the source to the URL the Markdown should carry. */
  resolveUrl: (url: string) => string;
  /** Values of the site's content components (`<ProviderName />`, `<SupportContact />`). */
  providerName: string;
  supportEmail: string;
  /** Named in parse errors, so a broken page is easy to find. */
  filePath: string;
  /** The API model the fact elements (`<ErrorCode />`, `<Endpoint />`…) are written from. */
  apiModel: ApiModel;
  /**
   * Markdown that stands for a component whose content is generated (the changelog's parts, the
   * error table), given its name, its attributes and the module the page imports it from.
   */
  componentMarkdown?: (name: string, attribute: (name: string) => string | undefined, importedFrom: string | undefined) => string | undefined;
};

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The same text preparation Docusaurus's mdx-loader applies, so we parse what it parses. */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KEYWORDS);
}

function stringAttribute(node: Jsx, name: string): string | undefined {
  const attribute = node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const text = (value: string): PhrasingContent => ({type: 'text', value});
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A flow-level replacement must be block content; an inline one stays phrasing. */
function asContext(node: Jsx, phrasing: PhrasingContent[]): RootContent[] {
  return node.type === 'mdxJsxFlowElement' ? [paragraph(phrasing)] : phrasing;
}

/** The module each imported name comes from (`import ErrorCodes from '…/_error-codes.mdx'`). */
function importSources(tree: Root): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      for (const specifier of statement.specifiers) sources.set(specifier.local.name, statement.source.value);
    }
  }
  return sources;
}

class MarkdownConverter {
  constructor(
    private readonly source: string,
    private readonly options: MdxToMarkdownOptions,
    private readonly imports: ReadonlyMap<string, string>,
  ) {}

  convertAll(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap((node) => this.convert(node));
  }

  private convert(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.convertJsx(node);
      case 'containerDirective':
        return this.convertContainer(node);
      case 'leafDirective':
        return [paragraph([text(this.originalText(node))])];
      case 'textDirective':
        return [text(this.originalText(node))];
      case 'image':
        // A figure beside the page is published under a hashed asset name, not at its source path:
        // the copy says what the figure shows instead of linking to a file that is not there.
        if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(node.url)) {
          return [{type: 'emphasis', children: [text(`Figure: ${node.alt ?? ''}`.trim())]}];
        }
        node.url = this.options.resolveUrl(node.url);
        break;
      case 'link':
      case 'definition':
        node.url = this.options.resolveUrl(node.url);
        break;
      case 'heading':
        stripHeadingId(node);
        break;
      case 'code':
        // The page shows a drawn diagram (src/plugins/mermaid-svg), described by its alt text.
        if (node.lang === 'mermaid') return [paragraph([{type: 'emphasis', children: [text(describeDiagram(node.value))]}]), node];
        break;
    }
    if ('children' in node) {
      (node as {children: RootContent[]}).children = this.convertAll(node.children as RootContent[]);
    }
    return [node];
  }

  private convertJsx(node: Jsx): RootContent[] {
    switch (node.name) {
      case 'Tabs':
        return this.convertTabs(node);
      case 'ProviderName':
        return asContext(node, [text(this.options.providerName)]);
      case 'SupportContact': {
        const subject = stringAttribute(node, 'subject');
        const url = `mailto:${this.options.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
        return asContext(node, [{type: 'link', url, children: [text(this.options.supportEmail)]}]);
      }
      case 'br':
        return node.type === 'mdxJsxTextElement' ? [{type: 'break'}] : [];
      default: {
        const generated = node.name ? this.options.componentMarkdown?.(node.name, (name) => stringAttribute(node, name), this.imports.get(node.name)) : undefined;
        // Generated text is plain Markdown: a `<` or `{` in it is text, not JSX. Inside a line, its paragraph's content.
        if (generated !== undefined) {
          const blocks = unified().use(remarkParse).use(remarkGfm).parse(generated).children;
          const [only] = blocks;
          const inline = node.type === 'mdxJsxTextElement' && blocks.length === 1 && only?.type === 'paragraph';
          return this.convertAll(inline ? (only.children as RootContent[]) : blocks);
        }
        // A wrapper we cannot express (TabItem on its own, <div>, <details>…) keeps its content.
        return this.convertAll(node.children as RootContent[]);
      }
    }
  }

  /** Each tab becomes its label in bold, followed by the tab's content. */
  private convertTabs(node: Jsx): RootContent[] {
    let tabNumber = 0;
    return (node.children as RootContent[]).flatMap((child) => {
      if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || child.name !== 'TabItem') {
        return this.convert(child);
      }
      tabNumber += 1;
      const label = stringAttribute(child, 'label') ?? stringAttribute(child, 'value') ?? `Tab ${tabNumber}`;
      const heading: Paragraph = paragraph([{type: 'strong', children: [text(label)]}]);
      return [heading, ...this.convertAll(child.children as RootContent[])];
    });
  }

  /** Admonitions become a quote that starts with their kind and title; other containers unwrap. */
  private convertContainer(node: ContainerDirective): RootContent[] {
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const body = this.convertAll((hasLabel ? rest : node.children) as RootContent[]) as BlockContent[];
    if (!ADMONITION_KEYWORDS.includes(node.name)) return body;
    const labelText = hasLabel ? (this.convertAll(first.children) as PhrasingContent[]) : [];
    const title: Strong = {
      type: 'strong',
      children: [text(labelText.length ? `${capitalise(node.name)}: ` : capitalise(node.name)), ...labelText],
    };
    return [{type: 'blockquote', children: [paragraph([title]), ...body]}];
  }

  /** A directive we do not handle was ordinary text to the author (`a:b`); give it back as such. */
  private originalText(node: Directive): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start !== undefined && end !== undefined ? this.source.slice(start, end) : `:${node.name}`;
  }
}

/** `## Title {#custom-id}` keeps its title; the id only matters to the HTML page. */
function stripHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^{}]*\}\s*$/, '');
}

function parse(source: string, filePath: string): Root {
  try {
    return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source);
  } catch (error) {
    throw new Error(`agent-docs could not parse ${filePath}: ${(error as Error).message}`, {cause: error});
  }
}

const DELIMITERS: Record<string, string> = {left: ':--', right: '--:', center: ':-:'};
const delimiterFor = (align: AlignType | undefined) => (align ? DELIMITERS[align] : undefined) ?? '---';

/** Tables as our sources write them (`| --- |` delimiters), not padded to the widest cell. */
const compactTable: Handle = (node: Table, _parent, state, info) => {
  const exit = state.enter('table');
  const rows = node.children.map((row) => row.children.map((cell) => state.handle(cell, row, state, {...info, before: ' ', after: ' '}).trim()));
  exit();
  const columns = Math.max(...rows.map((row) => row.length), node.align?.length ?? 0);
  const line = (cells: string[]) => `| ${Array.from({length: columns}, (_, index) => cells[index] ?? '').join(' | ')} |`;
  const delimiter = `| ${Array.from({length: columns}, (_, index) => delimiterFor(node.align?.[index])).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), delimiter, ...body.map(line)].join('\n');
};

/** One writer for every copy: setting up remark-gfm's extensions for each list of fields cost more than writing it. */
const markdownWriter = unified()
  .use(remarkGfm)
  .use(remarkStringify, {
    bullet: '-',
    fences: true,
    emphasis: '_',
    strong: '*',
    rule: '-',
    listItemIndent: 'one',
    handlers: {table: compactTable},
  })
  .freeze();

export function stringifyMarkdown(tree: Root): string {
  return markdownWriter.stringify(tree);
}

/** The page as clean Markdown, starting with its H1. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const prepared = preprocess(source);
  const tree = parse(prepared, options.filePath);
  replaceApiFacts(tree, options.apiModel, {file: options.filePath});
  const children = new MarkdownConverter(prepared, options, importSources(tree)).convertAll(tree.children);
  const startsWithTitle = children[0]?.type === 'heading' && children[0].depth === 1;
  const titled: RootContent[] = startsWithTitle ? children : [{type: 'heading', depth: 1, children: [text(options.title)]}, ...children];
  return stringifyMarkdown({type: 'root', children: titled});
}

