// The banner on every page of a version that is not the current one (under the navbar, on every
// page type): it names the version's status and links the same page in the current version, or
// that version's home when it has no such page. The build renders it from the repository's manifest,
// so it is in the HTML and moves nothing; after load, the deployed manifest (fetched once per tab
// session, when the browser is idle) corrects it only if it says otherwise, e.g. once a newer
// version has been published since this one was built.
import {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {loadDeployedManifest, loadPageList} from '@site/src/versions/client';
import {currentVersionEntry, versionEntry, type VersionEntry, type VersionStatus} from '@site/src/versions/manifest';
import {switchTarget} from '@site/src/versions/pageList';
import {switchVersion} from '@site/src/versions/switchVersion';
import {bannerText} from '@site/src/versions/bannerText';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';

/**
 * A band under the navbar rather than a box in the content: no radius, no side borders. Just below
 * the navbar's layer, so the docs sidebar (which starts under the navbar, its own logo hidden there
 * until the navbar hides on scroll) does not show through it; the navbar's menus stay above it.
 */
const BANNER_STYLE = {
  position: 'relative',
  zIndex: 'calc(var(--ifm-z-index-fixed) - 1)',
  borderRadius: 0,
  borderWidth: '0 0 1px',
  padding: '0.5rem var(--ifm-spacing-horizontal)',
} as const;

type Deployed = {status?: VersionStatus; current: VersionEntry};

/** Runs `task` once the browser is idle (or soon, where it has no idle callback). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

export default function VersionBanner(): ReactNode {
  const build = useBuildVersion();
  const location = useLocation();
  const [deployed, setDeployed] = useState<Deployed | undefined>(undefined);
  const [currentPages, setCurrentPages] = useState<string[] | undefined>(undefined);

  useEffect(
    () =>
      whenIdle(() => {
        void loadDeployedManifest().then((manifest) => {
          if (manifest) setDeployed({status: versionEntry(manifest, build.version)?.status, current: currentVersionEntry(manifest)});
        });
      }),
    [build.version],
  );

  const status = deployed ? deployed.status : build.status;
  const current = deployed?.current ?? (build.status ? currentVersionEntry(build.manifest) : undefined);
  const shown = status !== undefined && status !== 'current' && current !== undefined && current.version !== build.version;

  // Whether the current version has this page: asked only where the banner shows.
  useEffect(() => {
    if (shown) void loadPageList(current).then(setCurrentPages);
  }, [shown, current?.path, current?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!shown) return null;
  const target = switchTarget(location, build.basePath, current.path, currentPages);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchVersion({version: build.version, basePath: build.basePath}, current);
  };
  return (
    // Infima's warning alert, which every page's stylesheet already has; square and full width here.
    <div className="alert alert--warning" style={BANNER_STYLE} role="note" aria-label="Docs version" data-version-banner={status}>
      <p style={{maxWidth: 'var(--ifm-container-width-xl)', margin: '0 auto'}}>
        {bannerText(build.label, status)}{' '}
        <a href={target.href} onClick={onClick} style={{color: 'inherit', textDecoration: 'underline'}} data-version-banner-link="">
          {target.samePage || currentPages === undefined ? `Read this page in version ${current.label} (current)` : `Go to version ${current.label} (current), which has no such page`}
        </a>
        .
      </p>
    </div>
  );
}
