// Remark plugin (docs, recipes, feedback and pages, before Docusaurus' own plugins): replaces the
// fact elements (`<ErrorCode />`, `<Endpoint />`…, see facts.ts) with Markdown from the API model,
// so headings, the table of contents and search see the text the reader gets.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {loadSiteApiModel} from '../api-reference/siteModel';
import {replaceApiFacts} from './facts';

export {replaceApiFacts, apiFactElements, isApiFactElement, API_FACT_ELEMENTS, ERROR_LIST_ROUTE, type ApiFactElement} from './facts';

/** 1-based line and column of `offset` in `text`. */
function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

/**
 * Where an element sits in the author's file. Docusaurus compiles the page without its front
 * matter, so the tree's lines are off by the front matter's; the element's own text, found in the
 * file as often as it occurs before it in the compiled text, gives the author's line.
 */
export function locateInFile(file: VFile, node: MdxJsxFlowElement | MdxJsxTextElement): {line?: number; column?: number} {
  const start = node.position?.start;
  const compiled = String(file.value ?? '');
  const fallback = {line: start?.line, column: start?.column};
  if (start?.offset === undefined || node.position?.end.offset === undefined || !file.path || !existsSync(file.path)) return fallback;
  const raw = compiled.slice(start.offset, node.position.end.offset);
  const source = readFileSync(file.path, 'utf8');
  let occurrence = compiled.slice(0, start.offset).split(raw).length - 1;
  let index = source.indexOf(raw);
  while (index !== -1 && occurrence > 0) {
    index = source.indexOf(raw, index + 1);
    occurrence -= 1;
  }
  return index === -1 ? fallback : lineAndColumn(source, index);
}

export default function remarkApiFacts({siteDir}: {siteDir: string}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const model = await loadSiteApiModel(siteDir);
    const page = file.path ? path.relative(siteDir, file.path) : '(page)';
    replaceApiFacts(tree, model, {file: page, locate: (node) => locateInFile(file, node)});
  };
}
