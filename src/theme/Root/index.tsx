// Created, not wrapped: Docusaurus's own Root only returns its children, so there is nothing to import; this one adds the dev/QA sign-in gate around every page
// and "Your workspace" (its panel and Postman download) and the note a docs version switch leaves, once for every page.
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SessionGate from '@site/src/components/SessionGate';
import {devHostPatternsFromConfig} from '@site/src/auth/hosts';
import WorkspaceHost from '@site/src/components/Workspace';
import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const devHostPatterns = devHostPatternsFromConfig(siteConfig.customFields?.devHostPatterns);
  return (
    <SessionGate devHostPatterns={devHostPatterns} docsRoot={siteConfig.baseUrl}>
      {children}
      <WorkspaceHost />
      <VersionSwitchNotice />
    </SessionGate>
  );
}
