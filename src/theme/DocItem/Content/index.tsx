// Wraps the doc body to put "Copy page" and "View as Markdown" above it (docs, recipes, feedback),
// and the link to the page's Markdown copy in its head.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactNode {
  return (
    <>
      <MarkdownAlternate kind="doc" />
      <PageActions />
      <Content {...props} />
    </>
  );
}
