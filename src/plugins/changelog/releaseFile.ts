// Reads one release file (openapi/releases/<version>.md): its front matter (version, date, summary,
// updated) and its notes (the Markdown body, one note under each `## ` heading). Whatever the
// changelog could not show as written is rejected with the file's name and line, so an author's slip
// fails the build instead of reaching readers.
import type {BlockContent, Heading, List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import {parse as parseYaml} from 'yaml';
import {plainText} from './wording';

/** A release as its author declared it, before it is compared with the one before. */
export type DeclaredRelease = {
  version: string;
  date?: string;
  updated: string;
  summary: PhrasingContent[];
  notes: DeclaredNote[];
};

export type DeclaredNote = {title: PhrasingContent[]; content: BlockContent[]};

/** `MAJOR.MINOR.PATCH`, numbers only: a release's version, and its file's name. */
export const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const FRONT_MATTER_FIELDS = new Set(['version', 'date', 'summary', 'updated']);
const HEADING_LEVEL_ERROR = 'start each note with a `## ` heading; notes have no other headings';

/** Orders versions numerically: negative when `a` comes before `b`. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** Whether `value` is a real day written `YYYY-MM-DD` (so 2027-02-30 is not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

type Located = {position?: {start: {line: number}}};

function fail(file: string, message: string, node?: Located): never {
  const line = node?.position?.start.line;
  throw new Error(`${file}${line ? `:${line}` : ''}: ${message}`);
}

/** Links a reader can follow from the page, the feed and the Markdown copy alike. */
function checkUrl(url: string, file: string, node: Located): void {
  if (/^(https?:\/\/|mailto:)/.test(url) || (url.startsWith('/') && !url.startsWith('//'))) return;
  fail(file, `the link "${url}" must be a site path such as /rate-limit-quota/ or a full https:// address`, node);
}

/** The phrasing the changelog renders, without the parser's positions; anything else is an author error. */
function phrasing(nodes: PhrasingContent[], file: string): PhrasingContent[] {
  return nodes.map((node): PhrasingContent => {
    switch (node.type) {
      case 'text':
        return {type: 'text', value: node.value};
      case 'inlineCode':
        return {type: 'inlineCode', value: node.value};
      case 'break':
        return {type: 'break'};
      case 'emphasis':
      case 'strong':
        return {type: node.type, children: phrasing(node.children, file)};
      case 'link':
        checkUrl(node.url, file, node);
        return {type: 'link', url: node.url, children: phrasing(node.children, file)};
      default:
        return fail(file, `${node.type} is not supported in a release's text: use text, \`code\`, *emphasis*, **strong** and links`, node);
    }
  });
}

function listItem(node: ListItem, file: string): ListItem {
  return {type: 'listItem', spread: false, children: node.children.map((child) => block(child, file))};
}

function block(node: RootContent, file: string): BlockContent {
  switch (node.type) {
    case 'paragraph':
      return {type: 'paragraph', children: phrasing(node.children, file)};
    case 'list': {
      const list: List = {type: 'list', ordered: Boolean(node.ordered), spread: false, children: node.children.map((item) => listItem(item, file))};
      if (node.ordered && node.start !== undefined && node.start !== null && node.start !== 1) list.start = node.start;
      return list;
    }
    case 'code':
      return {type: 'code', lang: node.lang ?? null, value: node.value};
    case 'heading':
      return fail(file, HEADING_LEVEL_ERROR, node);
    default:
      return fail(file, `${node.type} is not supported in release notes: use paragraphs, lists and code blocks`, node);
  }
}

/** The front matter's summary, written as one paragraph of Markdown. */
function summaryOf(value: unknown, file: string): PhrasingContent[] {
  if (typeof value !== 'string' || !value.trim()) {
    fail(file, 'write a summary: a sentence or two for integrators on what the release means for them');
  }
  const tree = unified().use(remarkParse).parse(value.trim());
  const [paragraph, ...rest] = tree.children;
  if (paragraph?.type !== 'paragraph' || rest.length) fail(file, 'the summary must be one paragraph; put anything longer in a note');
  return phrasing(paragraph.children, file);
}

function dayOf(value: unknown, field: string, file: string): string {
  // A YAML date written without quotes is read as text here (YAML 1.2), so only text can be a day.
  if (typeof value !== 'string' || !isDay(value)) fail(file, `${field} must be a day written YYYY-MM-DD`);
  return value;
}

function notesOf(children: RootContent[], file: string): DeclaredNote[] {
  const notes: DeclaredNote[] = [];
  for (const node of children) {
    if (node.type === 'heading') {
      if ((node as Heading).depth !== 2) fail(file, HEADING_LEVEL_ERROR, node);
      notes.push({title: phrasing(node.children, file), content: []});
      continue;
    }
    const note = notes.at(-1);
    if (!note) fail(file, 'notes start with a `## ` heading that says what they are about (an operation such as `GET /api/v1/{tenantId}/datasets`, or a topic)', node);
    note.content.push(block(node, file));
  }
  for (const note of notes) {
    if (!note.content.length) fail(file, `the note "${plainText(note.title)}" has a heading but no text`);
  }
  return notes;
}

/** Parses and checks the release file `text`; `file` names it in errors. The file's name must be `<version>.md`. */
export function parseReleaseFile(text: string, file: string, expectedVersion?: string): DeclaredRelease {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).parse(text) as Root;
  const [first, ...body] = tree.children;
  if (first?.type !== 'yaml') fail(file, 'a release file starts with front matter between --- lines (version, summary, updated, and date when the provider publishes one)');
  let fields: unknown;
  try {
    fields = parseYaml(first.value);
  } catch (error) {
    fail(file, `the front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) fail(file, 'the front matter must be a list of fields');
  const record = fields as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !FRONT_MATTER_FIELDS.has(key));
  if (unknown.length) fail(file, `unknown front matter ${unknown.join(', ')}; a release has version, date, summary and updated`);

  const {version} = record;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) fail(file, 'version must be MAJOR.MINOR.PATCH, for example 1.1.0 (quoted if YAML would read it as a number)');
  if (expectedVersion !== undefined && version !== expectedVersion) fail(file, `the file says version ${version}; its name says ${expectedVersion}`);
  const release: DeclaredRelease = {
    version,
    updated: dayOf(record.updated, 'updated', file),
    summary: summaryOf(record.summary, file),
    notes: notesOf(body, file),
  };
  // A date the provider does not publish is left out, never guessed: `date:` with no value is the same.
  if (record.date !== undefined && record.date !== null) release.date = dayOf(record.date, 'date', file);
  return release;
}
