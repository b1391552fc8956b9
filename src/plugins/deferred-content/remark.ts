// Remark plugin (docs and recipes, after the default plugins): puts each run of blocks between two
// headings of a page into a <DeferrableBlocks unit="n"> element. The component marks where the run
// starts in the HTML, so that after the build `strip.ts` can leave the runs at the end of a long page
// out of its HTML and the page's script renders them instead (README "Long pages"). Headings stay
// where they are, outside every run: the table of contents, links to a section and the browser's own
// scroll to `#section` find them in the HTML whether or not the runs around them are in it.
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';

/** The MDX component each run is wrapped in (src/theme/MDXComponents provides it). */
export const DEFERRABLE_COMPONENT = 'DeferrableBlocks';

type FlowNode = RootContent | {type: 'mdxJsxFlowElement'; name: string | null};

const HEADING_TAG = /^h[1-6]$/;

/** A node a run never takes in: headings (Markdown or JSX) and the page's imports and exports. */
function isBoundary(node: FlowNode): boolean {
  if (node.type === 'heading' || node.type === 'mdxjsEsm' || node.type === 'yaml') return true;
  return node.type === 'mdxJsxFlowElement' && typeof node.name === 'string' && HEADING_TAG.test(node.name);
}

function deferrable(unit: string, children: RootContent[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: DEFERRABLE_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'unit', value: unit}],
    children,
  } as unknown as RootContent;
}

/**
 * What the runs of the file at `filePath` are called: a short hash of its path, so the runs of an
 * MDX file another page imports never share a name with the page's own, then a number from 0 in
 * document order.
 */
export function unitPrefix(filePath: string | undefined): string {
  const relative = filePath ? path.relative(process.cwd(), filePath).split(path.sep).join('/') : '';
  return createHash('sha256').update(relative).digest('hex').slice(0, 6);
}

/** Wraps the page's top-level runs in the deferrable component. */
export function wrapRuns(tree: Root, prefix: string): void {
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  let unit = 0;
  const close = () => {
    if (run.length === 0) return;
    out.push(deferrable(`${prefix}-${unit}`, run));
    unit += 1;
    run = [];
  };
  for (const node of tree.children) {
    if (isBoundary(node)) {
      close();
      out.push(node);
    } else {
      run.push(node);
    }
  }
  close();
  tree.children = out;
}

export default function remarkDeferrableRuns() {
  return (tree: Root, file: VFile): void => wrapRuns(tree, unitPrefix(file.path));
}
