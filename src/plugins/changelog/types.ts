// The changelog's data, shared by the build-time plugin (which makes it), the page component (which
// renders it) and the Markdown copy (which writes it out): releases of the API description taken
// from git, each compared with the one before, and the older transitions the facts record, undated.

/** api-smart-diff's classification of one change. */
export type ChangeType = 'breaking' | 'non-breaking' | 'deprecated' | 'annotation' | 'unclassified';

export const CHANGE_TYPES: readonly ChangeType[] = ['breaking', 'deprecated', 'non-breaking', 'annotation', 'unclassified'];

/** How the page and the feed name each classification. */
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  breaking: 'breaking',
  deprecated: 'deprecations',
  'non-breaking': 'compatible',
  annotation: 'descriptions only',
  unclassified: 'examples and other details',
};

export type ChangeCounts = Record<ChangeType, number>;

/** The changes in one part of the description: an operation (`GET /path`), a model, or the header. */
export type AreaChanges = {area: string; counts: ChangeCounts};

export type BreakingChange = {area: string; description: string};

export type Release = {
  /** Full commit id of the revision that changed the description. */
  commit: string;
  /** The commit's date as git records it (ISO 8601); the only date the changelog shows. */
  date: string;
  /** The commit's subject line, as written by whoever made the change. */
  subject: string;
  /** `info.version` of the description at that revision. */
  version: string;
  /** The earliest revision in the history: there is nothing to compare it with. */
  first: boolean;
  /** The operations (`METHOD /path`) and models of the description at that revision. */
  operationCount: number;
  modelCount: number;
  operationsAdded: string[];
  operationsRemoved: string[];
  counts: ChangeCounts;
  breaking: BreakingChange[];
  areas: AreaChanges[];
};

/** A change the facts record between an older and the current behaviour, with no date. */
export type Transition = {
  area: string;
  before: string;
  after: string;
  /** Whether a client built for the older behaviour must change. */
  breaking: boolean;
  whatToDo: string;
};

export type ChangelogData = {
  /** The description file, relative to the site directory. */
  source: string;
  /** Newest first. Empty when the build has no git history. */
  releases: Release[];
  /** Why the list is empty or incomplete; absent when the whole history was read. */
  historyNote?: string;
  transitions: Transition[];
  /** Site path (with the base URL) of the Atom feed, when the build writes one. */
  feedPath?: string;
};

export function emptyCounts(): ChangeCounts {
  return {breaking: 0, 'non-breaking': 0, deprecated: 0, annotation: 0, unclassified: 0};
}

/** The anchor of a release on the changelog page, shared by the page and the feed's entry links. */
export function releaseAnchor(release: Pick<Release, 'commit'>): string {
  return `release-${release.commit.slice(0, 12)}`;
}
