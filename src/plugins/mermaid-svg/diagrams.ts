// The pure parts of drawing Mermaid diagrams at build time: finding the diagrams in a page's
// source, naming each by its content, describing it for alt text and sizing the drawn SVG.
import {createHash} from 'node:crypto';
import path from 'node:path';

/** The colour modes every diagram is drawn in, with Mermaid's theme for each. */
export const DIAGRAM_MODES = [
  {mode: 'light', theme: 'default'},
  {mode: 'dark', theme: 'dark'},
] as const;

export type DiagramMode = (typeof DIAGRAM_MODES)[number]['mode'];

/** Longest alt text taken from a diagram's labels; screen readers handle long text, but not a wall. */
export const MAX_DESCRIPTION_LENGTH = 600;

/** A diagram's code as both the page scan and the Markdown parser see it: trailing spaces and blank edges removed. */
export function normaliseDiagram(code: string): string {
  return code
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** Every ```mermaid block of a Markdown/MDX source, in order. Indented (list) blocks are included, dedented. */
export function extractMermaidBlocks(source: string): string[] {
  const blocks: string[] = [];
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*mermaid\b.*$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent = '', fence = '```'] = open;
    const body: string[] = [];
    for (index += 1; index < lines.length; index += 1) {
      const line = lines[index]!;
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push(normaliseDiagram(body.join('\n')));
  }
  return blocks;
}

/** Where the drawn files live, keyed by content, so a rebuild only draws diagrams that changed. */
export function diagramCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'mermaid-svg');
}

/** A short, stable name for a diagram: the same code always gets the same files. */
export function diagramKey(code: string): string {
  return createHash('sha256').update(normaliseDiagram(code)).digest('hex').slice(0, 16);
}

/** The file name of a diagram drawn in one colour mode. */
export function diagramFileName(key: string, mode: DiagramMode): string {
  return `${key}-${mode}.svg`;
}

/**
 * Alt text from the diagram's own words: its title or accessible description when it has one,
 * otherwise its kind and the labels of its boxes and arrows, in order.
 */
export function describeDiagram(code: string): string {
  const text = normaliseDiagram(code);
  const explicit = /^\s*accDescr\s*:\s*(.+)$/m.exec(text) ?? /^\s*accTitle\s*:\s*(.+)$/m.exec(text);
  if (explicit) return explicit[1]!.trim();
  const [first = ''] = text.split('\n');
  const kind = /^sequenceDiagram/.test(first) ? 'Sequence diagram' : /^(flowchart|graph)\b/.test(first) ? 'Flowchart' : 'Diagram';
  const labels: string[] = [];
  const add = (label: string | undefined) => {
    const clean = (label ?? '').replace(/<br\s*\/?>/gi, ' ').replace(/["`]/g, '').replace(/\s+/g, ' ').trim();
    if (clean && !labels.includes(clean)) labels.push(clean);
  };
  for (const line of text.split('\n').slice(1)) {
    const participant = /^\s*(?:participant|actor)\s+\S+(?:\s+as\s+(.+))?$/.exec(line);
    if (participant) {
      add(participant[1] ?? line.trim().split(/\s+/)[1]);
      continue;
    }
    const message = /^\s*[^:]+?(?:-{1,2}>>|-{1,2}\)|-{1,2}x|-{1,2}>)[^:]*:\s*(.+)$/.exec(line);
    if (message) {
      add(message[1]);
      continue;
    }
    const note = /^\s*(?:Note\s+\w+(?:\s+of)?\s+[^:]+|loop|alt|else|opt)\s*:?\s*(.*)$/i.exec(line);
    if (note) {
      add(note[1]);
      continue;
    }
    for (const match of line.matchAll(/\[\s*"?([^\]"]+)"?\s*\]|\(\s*"?([^)"]+)"?\s*\)|\{\s*"?([^}"]+)"?\s*\}|\|\s*"?([^|"]+)"?\s*\|/g)) {
      add(match[1] ?? match[2] ?? match[3] ?? match[4]);
    }
  }
  const description = labels.length > 0 ? `${kind}: ${labels.join('; ')}` : kind;
  return description.length > MAX_DESCRIPTION_LENGTH ? `${description.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…` : description;
}

/**
 * Mermaid draws `width="100%"` with a `max-width` style, sized to its container; as an image file
 * the diagram needs its own size. Gives the root element the viewBox's width and height, so the
 * image has a natural size (text at Mermaid's pixel size) and the page can reserve its box.
 */
export function withIntrinsicSize(svg: string): string {
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root) throw new Error('Mermaid returned no <svg> element');
  const viewBox = /\bviewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root[0]);
  if (!viewBox) throw new Error('Mermaid returned an <svg> without a viewBox');
  const width = Math.ceil(Number(viewBox[3]));
  const height = Math.ceil(Number(viewBox[4]));
  const sized = root[0]
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace(/\sstyle="[^"]*"/, '')
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}"`);
  return svg.replace(root[0], sized);
}
