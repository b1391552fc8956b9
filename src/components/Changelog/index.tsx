// The releases on the changelog page, newest first: each with the date the provider publishes (or
// that it publishes none), its summary, its breaking changes called out, the operations and models it
// changed linked to their pages, and its notes. The changelog plugin makes the data at build time
// (src/plugins/changelog); the sections come from its tree.ts, which the feed and the Markdown copy
// render too, so all three say the same.
import type {ReactNode} from 'react';
import type {BlockContent, PhrasingContent} from 'mdast';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import changelog from '@generated/changelog/default/changelog.json';
import {releaseSections} from '@site/src/plugins/changelog/tree';
import {FEED_LINK, isBreaking, NO_RELEASE_TEXT, releaseDateText} from '@site/src/plugins/changelog/wording';
import type {ChangelogData, Release} from '@site/src/plugins/changelog/types';
import {docsOfVersion} from '@site/src/versions/manifest';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';
import styles from './styles.module.css';

function Phrasing({nodes}: {nodes: readonly PhrasingContent[]}): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'inlineCode':
        return <code key={index}>{node.value}</code>;
      case 'break':
        return <br key={index} />;
      case 'emphasis':
        return (
          <em key={index}>
            <Phrasing nodes={node.children} />
          </em>
        );
      case 'strong':
        return (
          <strong key={index}>
            <Phrasing nodes={node.children} />
          </strong>
        );
      case 'link':
        // Site paths go through Link, which adds the base URL and lets the build check them.
        return node.url.startsWith('/') ? (
          <Link key={index} to={node.url}>
            <Phrasing nodes={node.children} />
          </Link>
        ) : (
          <a key={index} href={node.url}>
            <Phrasing nodes={node.children} />
          </a>
        );
      default:
        return null;
    }
  });
}

function Blocks({nodes}: {nodes: readonly BlockContent[]}): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'heading':
        return (
          <Heading key={index} as="h3">
            <Phrasing nodes={node.children} />
          </Heading>
        );
      case 'paragraph':
        return (
          <p key={index}>
            <Phrasing nodes={node.children} />
          </p>
        );
      case 'list': {
        const items = node.children.map((item, itemIndex) => (
          <li key={itemIndex}>
            {/* A tight list item holds one paragraph: its text goes in the item, without a <p>. */}
            {item.children.length === 1 && item.children[0]!.type === 'paragraph' ? <Phrasing nodes={item.children[0]!.children} /> : <Blocks nodes={item.children as BlockContent[]} />}
          </li>
        ));
        return node.ordered ? (
          <ol key={index} start={node.start ?? undefined}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'code':
        return (
          <pre key={index}>
            <code>{node.value}</code>
          </pre>
        );
      default:
        return null;
    }
  });
}

/** The release's own docs version, linked when it is deployed (another version's docs are another site). */
function ReleaseDocs({version}: {version: string}): ReactNode {
  const build = useBuildVersion();
  const docs = docsOfVersion(build.manifest, version);
  if (!docs) return null;
  if (docs.version === build.version) return <p className={styles.docs}>API version {docs.label}: these docs.</p>;
  return (
    <p className={styles.docs}>
      API version {docs.label}: <a href={docs.path}>its docs</a> ({docs.status}).
    </p>
  );
}

function ReleaseEntry({release}: {release: Release}): ReactNode {
  // Headings, paragraphs and lists sit directly in the page's Markdown container, so they take the
  // same styles as the page's own; only breaking changes get a box of their own.
  return (
    <>
      <Heading as="h2" id={release.anchor}>
        {release.version}
      </Heading>
      <p className={styles.meta}>
        {releaseDateText(release)}
        {isBreaking(release) ? <span className={styles.badge}>Breaking changes</span> : null}
      </p>
      <p className={styles.summary}>
        <Phrasing nodes={release.summary} />
      </p>
      <ReleaseDocs version={release.version} />
      {releaseSections(release).map((section, index) =>
        section.kind === 'breaking' ? (
          <div key={index} className={styles.breaking}>
            <Blocks nodes={section.blocks} />
          </div>
        ) : (
          <Blocks key={index} nodes={section.blocks} />
        ),
      )}
    </>
  );
}

/** The page's table of contents entries for the releases; changelog.mdx puts them before its own headings. */
export const releasesToc: {value: string; id: string; level: number}[] = (changelog as ChangelogData).releases.map((release) => ({value: release.version, id: release.anchor, level: 2}));

/** The releases, newest first, with a link to their Atom feed; or that there is none yet. */
export default function Changelog({data = changelog}: {data?: ChangelogData}): ReactNode {
  if (!data.releases.length) return <p>{NO_RELEASE_TEXT}</p>;
  return (
    <>
      {data.feedPath ? (
        <>
          <Head>
            <link rel="alternate" type="application/atom+xml" title="Releases of the data API" href={data.feedPath} />
          </Head>
          <p>
            {FEED_LINK.before}
            <a href={data.feedPath} type="application/atom+xml">
              {FEED_LINK.link}
            </a>
            {FEED_LINK.after}
          </p>
        </>
      ) : null}
      {data.releases.map((release) => (
        <ReleaseEntry key={release.version} release={release} />
      ))}
    </>
  );
}
