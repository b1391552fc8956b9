// Remark plugin (docs and recipes, before the default plugins): a ```mermaid block whose drawings
// exist (see index.ts) becomes a figure with two images, one per colour mode; CSS shows the one for
// the current mode. The images then go through Docusaurus' own image handling (hashed asset files,
// width and height), and the content image zoom opens them. Blocks without drawings are left for
// the theme's client renderer.
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import type {Code, Parent, Root, RootContent} from 'mdast';
import {DIAGRAM_MODES, describeDiagram, diagramCacheDir, diagramFileName, diagramKey} from './diagrams';

/** The class of the frame around a drawn diagram, styled in src/css/content.css. */
export const DIAGRAM_FRAME_CLASS = 'diagram-frame';

/**
 * The smallest share of its natural size a diagram is drawn at: labels are drawn at 16 px, so they
 * stay at least 12 px. A diagram that would need to shrink more scrolls inside its frame instead
 * (and zooms on click).
 */
export const MIN_DIAGRAM_SCALE = 0.75;

/** The drawn width of an SVG file, from its root element. */
function svgWidth(file: string): number | null {
  const head = readFileSync(file, 'utf8').slice(0, 2000);
  const match = /<svg\b[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(head);
  return match ? Number(match[1]) : null;
}

/** A JSX `style={{minWidth: '…px'}}` attribute, with the estree MDX needs for an expression. */
function minWidthStyle(pixels: number) {
  const value = `${Math.round(pixels)}px`;
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: 'minWidth'},
        value: {type: 'Literal', value, raw: JSON.stringify(value)},
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'style',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{minWidth: ${JSON.stringify(value)}}`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: object}]}},
    },
  };
}

export default function remarkMermaidSvg({siteDir}: {siteDir: string}) {
  const cacheDir = diagramCacheDir(siteDir);
  const relativeCache = path.relative(siteDir, cacheDir).split(path.sep).join('/');
  const replace = (node: Code): RootContent | null => {
      const key = diagramKey(node.value);
      const drawn = DIAGRAM_MODES.every(({mode}) => existsSync(path.join(cacheDir, diagramFileName(key, mode))));
      if (!drawn) return null;
      const alt = describeDiagram(node.value);
      const width = svgWidth(path.join(cacheDir, diagramFileName(key, 'light')));
      return {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'className', value: DIAGRAM_FRAME_CLASS},
          {type: 'mdxJsxAttribute', name: 'data-diagram', value: 'build'},
          // Wide diagrams scroll inside the frame; the keyboard can scroll it too.
          {type: 'mdxJsxAttribute', name: 'tabIndex', value: '0'},
        ],
        children: [
          {
            type: 'mdxJsxFlowElement',
            name: 'div',
            attributes: width ? [minWidthStyle(width * MIN_DIAGRAM_SCALE)] : [],
            children: [
              {
                type: 'paragraph',
                children: DIAGRAM_MODES.map(({mode}) => ({
                  type: 'image' as const,
                  // The hash survives Docusaurus' asset handling; CSS picks the image by it.
                  url: `@site/${relativeCache}/${diagramFileName(key, mode)}#diagram-${mode}`,
                  alt,
                })),
              },
            ],
          },
        ],
      } as unknown as RootContent;
  };
  const walk = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code' && child.lang === 'mermaid') {
        const figure = replace(child);
        if (figure) parent.children[index] = figure;
      } else if ('children' in child) {
        walk(child);
      }
    });
  };
  return (tree: Root) => walk(tree);
}
