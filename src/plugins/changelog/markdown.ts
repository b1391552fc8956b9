// The changelog's releases as Markdown, for the page's Markdown copy (agent-docs): the same tree the
// feed renders, so tools read what the HTML page shows.
import type {Root, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {releaseTree} from './tree';
import type {ChangelogData} from './types';
import {FEED_LINK, NO_RELEASE_TEXT} from './wording';

/** The releases, newest first. */
export function releasesMarkdown(data: ChangelogData): string {
  if (!data.releases.length) return `${NO_RELEASE_TEXT}\n`;
  const feed: RootContent[] = data.feedPath
    ? [{type: 'paragraph', children: [{type: 'text', value: FEED_LINK.before}, {type: 'link', url: data.feedPath, children: [{type: 'text', value: FEED_LINK.link}]}, {type: 'text', value: FEED_LINK.after}]}]
    : [];
  const tree: Root = {type: 'root', children: [...feed, ...data.releases.flatMap(releaseTree)]};
  return toMarkdown(tree, {bullet: '-', emphasis: '*', strong: '*'});
}
