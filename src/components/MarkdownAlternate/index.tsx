// Tells tools where a page's Markdown copy is: `<link rel="alternate" type="text/markdown">` in the
// page's head, on every page that has one, so an agent that fetched the HTML can find the text.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useMarkdownPath} from '@site/src/components/useMarkdownPath';

export default function MarkdownAlternate(): ReactNode {
  const markdownPath = useMarkdownPath();
  if (!markdownPath) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownPath} />
    </Head>
  );
}
