// The changelog's sentences, shared by the page, the Atom feed, the Markdown copy and `npm run
// changes`, so all of them say the same thing in the same words.
import type {PhrasingContent} from 'mdast';
import {CHANGE_TYPES, CHANGE_TYPE_LABELS, type ChangeCounts, type OperationChange, type OperationRef, type Release} from './types';

/** `2 breaking, 1 compatible`; empty when nothing is counted. */
export function countsText(counts: ChangeCounts): string {
  return CHANGE_TYPES.filter((type) => counts[type] > 0)
    .map((type) => `${counts[type]} ${CHANGE_TYPE_LABELS[type]}`)
    .join(', ');
}

/** `GET /api/v1/{tenantId}/datasets` */
export const endpointText = (operation: Pick<OperationRef, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** The name an operation goes by in a list: its summary, else its endpoint. */
export const operationName = (operation: OperationRef) => operation.summary ?? endpointText(operation);

/** What happened to an operation in a release, after its name. */
export function operationChangeText(change: OperationChange): string {
  if (change.status === 'added') return 'added';
  if (change.status === 'removed') return 'removed';
  return countsText(change.counts);
}

/** The line under a release's heading: the provider's date, or that it publishes none. */
export const releaseDateText = (release: Pick<Release, 'date'>) => (release.date ? `Released ${release.date}.` : 'Release date not published.');

/** The first release's one line on what it holds. */
export const contentsText = (operationCount: number) => (operationCount === 1 ? 'The one operation of this release:' : `The ${operationCount} operations of this release:`);

export const SECTION_TITLES = {
  breaking: 'Breaking changes',
  operations: 'Operations changed',
  models: 'Models changed',
  other: 'Other changes',
  notes: 'Notes',
} as const;

/** When a release changed nothing api-smart-diff reports (only formatting, or only its version number). */
export const NO_CHANGES_TEXT = 'No change to operations or models since the release before.';

/** Whether a release is breaking: the page and the feed call it out. */
export const isBreaking = (release: Release) => (release.changes?.breaking.length ?? 0) > 0;

/** The text of phrasing content, without its formatting. */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : ' ')).join('');
}

/** The line above the releases that links their Atom feed. */
export const FEED_LINK = {before: 'Follow new releases in a feed reader with the ', link: 'Atom feed', after: '.'} as const;

/** What the page says when no release has been declared yet. */
export const NO_RELEASE_TEXT = 'No release of the description has been published yet.';
