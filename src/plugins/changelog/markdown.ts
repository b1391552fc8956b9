// The changelog's releases as Markdown, for the page's Markdown copy (agent-docs): the same tree the
// feed renders, so tools read what the HTML page shows.
import type {Paragraph, Root, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {releaseTree} from './tree';
import type {ChangelogData, Release} from './types';
import {FEED_LINK, NO_RELEASE_TEXT} from './wording';
import {docsOfVersion, type VersionsManifest} from '../../versions/manifest';

/** What the page knows to name each release's docs version (src/components/Changelog). */
export type ReleaseDocsContext = {
  /** The build's docs version. */
  version: string;
  manifest: VersionsManifest;
  /** Makes a path of the host absolute: another version's docs are another site, not a path of this one. */
  absoluteUrl: (hostPath: string) => string;
};

/** The release's docs version in the page's words: these docs, another deployed version's, or nothing. */
function releaseDocsParagraph(release: Release, docs: ReleaseDocsContext | undefined): Paragraph[] {
  const entry = docs && docsOfVersion(docs.manifest, release.version);
  if (!docs || !entry) return [];
  if (entry.version === docs.version) return [{type: 'paragraph', children: [{type: 'text', value: `API version ${entry.label}: these docs.`}]}];
  return [
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: `API version ${entry.label}: `},
        {type: 'link', url: docs.absoluteUrl(entry.path), children: [{type: 'text', value: 'its docs'}]},
        {type: 'text', value: ` (${entry.status}).`},
      ],
    },
  ];
}

/** The releases, newest first; with `docs`, each names its docs version as the page does. */
export function releasesMarkdown(data: ChangelogData, docs?: ReleaseDocsContext): string {
  if (!data.releases.length) return `${NO_RELEASE_TEXT}\n`;
  const feed: RootContent[] = data.feedPath
    ? [{type: 'paragraph', children: [{type: 'text', value: FEED_LINK.before}, {type: 'link', url: data.feedPath, children: [{type: 'text', value: FEED_LINK.link}]}, {type: 'text', value: FEED_LINK.after}]}]
    : [];
  const tree: Root = {type: 'root', children: [...feed, ...data.releases.flatMap((release) => releaseTree(release, releaseDocsParagraph(release, docs)))]};
  return toMarkdown(tree, {bullet: '-', emphasis: '*', strong: '*'});
}
