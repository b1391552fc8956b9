// Tells tools where a page's Markdown copy is: `<link rel="alternate" type="text/markdown">` in the
// page's head, on every page that has one, so an agent that fetched the HTML can find the text. Doc
// pages render it from DocItem, other pages from Root.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useMarkdownPath} from '@site/src/components/useMarkdownPath';

export default function MarkdownAlternate({kind}: {kind: 'doc' | 'other'}): ReactNode {
  const markdownPath = useMarkdownPath(kind);
  if (!markdownPath) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownPath} />
    </Head>
  );
}
