// The build's own docs version (customFields.docsVersion, from src/config/docsVersion.ts) and the
// reader's remembered one, kept in step with other tabs.
import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocsVersionInfo} from '@site/src/config/docsVersion';
import {onRememberedVersionChange, readRememberedVersion} from '@site/src/versions/remembered';

export function useBuildVersion(): DocsVersionInfo {
  return useDocusaurusContext().siteConfig.customFields!.docsVersion as DocsVersionInfo;
}

/** The remembered version: undefined while rendering on the server and hydrating, then the stored one. */
export function useRememberedVersion(): string | undefined {
  const [remembered, setRemembered] = useState<string | undefined>(undefined);
  useEffect(() => {
    setRemembered(readRememberedVersion(window.localStorage));
    return onRememberedVersionChange(window, setRemembered);
  }, []);
  return remembered;
}
