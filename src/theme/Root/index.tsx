// Created, not wrapped: Docusaurus's own Root only returns its children, so there is nothing to import; this one adds the dev/QA sign-in gate around every page
// and "Your workspace" (its panel and Postman download) and the note a docs version switch leaves, once for every page, and the link to each page's Markdown copy.
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SessionGate from '@site/src/components/SessionGate';
import {devHostPatternsFromConfig} from '@site/src/auth/hosts';
import WorkspaceHost from '@site/src/components/Workspace';
import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const devHostPatterns = devHostPatternsFromConfig(siteConfig.customFields?.devHostPatterns);
  return (
    <SessionGate devHostPatterns={devHostPatterns} docsRoot={siteConfig.baseUrl}>
      <MarkdownAlternate kind="other" />
      {children}
      <WorkspaceHost />
      <VersionSwitchNotice />
    </SessionGate>
  );
}
