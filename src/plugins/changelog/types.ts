// The changelog's data, shared by the build-time plugin (which makes it), the page component (which
// renders it), the Atom feed and the Markdown copy: the releases authors declare in
// openapi/releases/, each with what changed since the release before it.
import type {BlockContent, PhrasingContent} from 'mdast';

/** api-smart-diff's classification of one change. */
export type ChangeType = 'breaking' | 'non-breaking' | 'deprecated' | 'annotation' | 'unclassified';

export const CHANGE_TYPES: readonly ChangeType[] = ['breaking', 'deprecated', 'non-breaking', 'annotation', 'unclassified'];

/** How the page, the feed and `npm run changes` name each classification. */
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  breaking: 'breaking',
  deprecated: 'deprecations',
  'non-breaking': 'compatible',
  annotation: 'descriptions only',
  unclassified: 'examples and other details',
};

/** The classifications that change what a client can send or receive: a page "changed in" a release has one of them. */
export const CONTRACT_CHANGE_TYPES: readonly ChangeType[] = ['breaking', 'deprecated', 'non-breaking'];

export type ChangeCounts = Record<ChangeType, number>;

export function emptyCounts(): ChangeCounts {
  return {breaking: 0, 'non-breaking': 0, deprecated: 0, annotation: 0, unclassified: 0};
}

/** An operation as a release's description holds it, with its page in the current reference when it still has one. */
export type OperationRef = {
  operationId?: string;
  /** Upper case: `GET`. */
  method: string;
  path: string;
  summary?: string;
  /** Site path of its reference page without the base URL (`/api/get-dataset`); absent when the reference no longer has it. */
  href?: string;
};

export type OperationChange = OperationRef & {status: 'added' | 'removed' | 'changed'; counts: ChangeCounts};

export type ModelChange = {name: string; href?: string; counts: ChangeCounts};

/** A change api-smart-diff classifies as breaking, with where it is. */
export type BreakingChange = {operation?: OperationRef; model?: string; area: string; description: string};

/** What changed between a release's description and the one before it. */
export type ReleaseChanges = {
  counts: ChangeCounts;
  breaking: BreakingChange[];
  operations: OperationChange[];
  models: ModelChange[];
  /** Changes outside operations and models (servers, authentication, the description's header). */
  other: {area: string; counts: ChangeCounts}[];
};

/** One note of a release: a heading (an operation's, when it names one) and its Markdown. */
export type ReleaseNote = {title: PhrasingContent[]; operation?: OperationRef; content: BlockContent[]};

export type Release = {
  version: string;
  /** Anchor of the release on the changelog page, and the end of its feed entry's id. */
  anchor: string;
  /** The date the provider publishes for the release (YYYY-MM-DD); absent when it publishes none. */
  date?: string;
  /** The day the entry last changed (YYYY-MM-DD): the feed's entry date, never shown as the release's date. */
  updated: string;
  summary: PhrasingContent[];
  notes: ReleaseNote[];
  /** The first release has nothing before it: what its description holds, by the reference's groups. */
  contents?: {operationCount: number; groups: {name: string; operations: OperationRef[]}[]};
  changes?: ReleaseChanges;
};

export type ChangelogData = {
  /** Newest first. */
  releases: Release[];
  /** Site path (with the base URL) of the Atom feed, when there is a release to put in it. */
  feedPath?: string;
};

/** The versions whose releases changed each operation's contract, newest first, by operationId. */
export type ChangedInVersions = Record<string, string[]>;

/** `1.0.0` → `release-1-0-0`: the release's anchor, shared by the page, the feed and the "changed in" links. */
export function releaseAnchor(version: string): string {
  return `release-${version.replace(/[^0-9A-Za-z]+/g, '-')}`;
}

/** Route of the changelog page, relative to the base URL; the "changed in" links point into it. */
export const CHANGELOG_ROUTE = '/versions&changes/changelog/';
