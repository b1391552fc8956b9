// The description's Markdown as a tree of elements (src/components/ApiReference/tree.ts) rather than
// MDX text: MDX compiles a field list element by element, paragraph by paragraph, on the build's main
// thread, and at 1,000 operations the field lists were three quarters of that time. Markdown becomes
// HTML elements as MDX would make them (mdast-util-to-hast, the step MDX uses), with raw HTML read
// as text the way markdownToMdx reads it. Each distinct text is converted once per process.
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {TreeElement, TreeNode, TreeProps} from '../../components/ApiReference/tree';
import {htmlToText} from './mdx';

export type {TreeElement, TreeNode, TreeProps} from '../../components/ApiReference/tree';

const markdownParser = unified().use(remarkParse).use(remarkGfm).use(htmlToText);

/** An element of the tree; props that are undefined, null or false are left out. */
export function element(name: string, props: Record<string, unknown>, children: TreeNode[] = []): TreeElement {
  const kept = Object.entries(props).filter(([, value]) => value !== undefined && value !== null && value !== false);
  return [name, kept.length ? Object.fromEntries(kept) : 0, ...children];
}

/** A hast property's HTML attribute: `dataFootnoteRef` is `data-footnote-ref`, `ariaDescribedBy` is `aria-describedby`. */
const attributeName = (name: string) => (name.startsWith('aria') ? `aria-${name.slice(4).toLowerCase()}` : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** hast properties as React props: class lists joined, a cell's alignment as its style (as MDX writes it), data and ARIA names as attributes. */
function reactProps(node: Element): TreeProps {
  const props: TreeProps = {};
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : value;
    if ((node.tagName === 'td' || node.tagName === 'th') && key === 'align') props.style = {textAlign: text};
    else if (/^(data|aria)[A-Z]/.test(key)) props[attributeName(key)] = text;
    else props[key] = text;
  }
  return props;
}

function fromHast(node: ElementContent): TreeNode | undefined {
  if (node.type === 'text') return node.value === '\n' ? undefined : node.value;
  if (node.type !== 'element') return undefined;
  return element(node.tagName, reactProps(node), fromChildren(node.children));
}

const fromChildren = (children: ElementContent[]): TreeNode[] => children.map(fromHast).filter((node): node is TreeNode => node !== undefined);

const converted = new Map<string, TreeNode[]>();

/** CommonMark + GFM Markdown from the description, as elements. */
export function markdownTree(markdown: string | undefined): TreeNode[] {
  const text = (markdown ?? '').trim();
  if (!text) return [];
  let tree = converted.get(text);
  if (tree === undefined) {
    const hast = toHast(markdownParser.runSync(markdownParser.parse(text)) as MdastRoot) as HastRoot;
    tree = fromChildren(hast.children as ElementContent[]);
    converted.set(text, tree);
  }
  return tree;
}
