// A release as Markdown's syntax tree (mdast): what the page shows of it, in the same order and
// words. The Markdown copy writes it out and the Atom feed renders it as HTML, so neither retypes
// what the page says. Links stay site paths (`/api/get-dataset`); each reader makes them absolute.
import type {BlockContent, Heading, Link, List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {OperationRef, Release} from './types';
import {contentsText, countsText, endpointText, NO_CHANGES_TEXT, operationChangeText, operationName, releaseDateText, SECTION_TITLES} from './wording';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const heading = (depth: 2 | 3, children: PhrasingContent[]): Heading => ({type: 'heading', depth, children});
const link = (url: string, children: PhrasingContent[]): Link => ({type: 'link', url, children});
const item = (children: PhrasingContent[]): ListItem => ({type: 'listItem', spread: false, children: [paragraph(children)]});
const list = (items: PhrasingContent[][]): List => ({type: 'list', ordered: false, spread: false, children: items.map(item)});

/** An operation's name, linked to its page when it has one, then (unless `nameOnly`) its endpoint. */
export function operationPhrasing(operation: OperationRef, nameOnly = false): PhrasingContent[] {
  const name = text(operationName(operation));
  return [operation.href ? link(operation.href, [name]) : name, ...(operation.summary && !nameOnly ? [text(' ('), code(endpointText(operation)), text(')')] : [])];
}

function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => (index ? [text(separator), ...part] : part));
}

/** A part of a release after its summary; the page styles each kind (breaking changes stand out). */
export type ReleaseSection = {kind: 'contents' | 'breaking' | 'operations' | 'models' | 'other' | 'unchanged' | 'note'; blocks: BlockContent[]};

/** The release's sections after its heading, date and summary, in the order the page shows them. */
export function releaseSections(release: Release): ReleaseSection[] {
  const sections: ReleaseSection[] = [];
  if (release.contents) {
    sections.push({
      kind: 'contents',
      blocks: [
        paragraph([text(contentsText(release.contents.operationCount))]),
        list(release.contents.groups.map((group) => [text(`${group.name}: `), ...joined(group.operations.map((operation) => operationPhrasing(operation, true)), ', ')])),
      ],
    });
  }
  const changes = release.changes;
  if (changes?.breaking.length) {
    sections.push({
      kind: 'breaking',
      blocks: [
        heading(3, [text(SECTION_TITLES.breaking)]),
        list(changes.breaking.map((change) => [...(change.operation ? operationPhrasing(change.operation) : [code(change.area)]), text(`: ${change.description}`)])),
      ],
    });
  }
  if (changes?.operations.length) {
    sections.push({
      kind: 'operations',
      blocks: [heading(3, [text(SECTION_TITLES.operations)]), list(changes.operations.map((change) => [...operationPhrasing(change), text(`: ${operationChangeText(change)}`)]))],
    });
  }
  if (changes?.models.length) {
    sections.push({
      kind: 'models',
      blocks: [
        heading(3, [text(SECTION_TITLES.models)]),
        list(changes.models.map((model) => [model.href ? link(model.href, [text(model.name)]) : text(model.name), text(`: ${countsText(model.counts)}`)])),
      ],
    });
  }
  if (changes?.other.length) {
    sections.push({kind: 'other', blocks: [heading(3, [text(SECTION_TITLES.other)]), list(changes.other.map((area) => [text(`${area.area}: ${countsText(area.counts)}`)]))]});
  }
  if (changes && !changes.operations.length && !changes.models.length && !changes.other.length) sections.push({kind: 'unchanged', blocks: [paragraph([text(NO_CHANGES_TEXT)])]});
  for (const note of release.notes) {
    sections.push({kind: 'note', blocks: [heading(3, note.operation ? operationPhrasing(note.operation, true) : note.title), ...note.content]});
  }
  return sections;
}

/**
 * The whole release: its heading, date line, summary and sections; `afterSummary` goes between the
 * summary and the sections, where the page names the release's docs version.
 */
export function releaseTree(release: Release, afterSummary: BlockContent[] = []): RootContent[] {
  return [
    heading(2, [text(release.version)]),
    paragraph([text(releaseDateText(release))]),
    paragraph(release.summary),
    ...afterSummary,
    ...releaseSections(release).flatMap((section) => section.blocks),
  ];
}
