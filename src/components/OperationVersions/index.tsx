// "In versions 1.0.0, 1.1.0" on an API operation page: which deployed versions have this operation,
// each a link to its page there. The build's own version is in the HTML; the others come after load
// from the deployed manifest and each version's operations list (src/versions/client.ts), on one
// line that does not wrap (it scrolls on a narrow screen), so their arrival moves nothing. Inline
// styles: every page's render-blocking stylesheet is at its budget, and only API pages need these.
import {useEffect, useState, type ReactNode} from 'react';
import {loadDeployedManifest, loadOperationList} from '@site/src/versions/client';
import {findOperation} from '@site/src/versions/operationList';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';

type Props = {operationId: string; method: string; path: string};

const LINE_STYLE = {overflowX: 'auto', whiteSpace: 'nowrap', fontSize: '0.875rem', color: 'var(--ifm-color-emphasis-700)'} as const;

type Found = {version: string; label: string; href: string};

export default function OperationVersions({operationId, method, path}: Props): ReactNode {
  const build = useBuildVersion();
  const [found, setFound] = useState<Found[] | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadDeployedManifest().then(async (manifest) => {
      if (!manifest) {
        if (live) setFound([]);
        return;
      }
      const lists = await Promise.all(manifest.versions.map((entry) => (entry.version === build.version ? undefined : loadOperationList(entry))));
      const versions = manifest.versions.flatMap((entry, index): Found[] => {
        if (entry.version === build.version) return [{version: entry.version, label: entry.label, href: ''}];
        const match = lists[index] && findOperation(lists[index], {operationId, method, path});
        return match ? [{version: entry.version, label: entry.label, href: `${entry.path}${match.page}`}] : [];
      });
      if (live) setFound(versions);
    });
    return () => {
      live = false;
    };
  }, [build.version, method, operationId, path]);

  const own = {version: build.version, label: build.label, href: ''};
  const versions = found?.length ? found : [own];
  return (
    // `data-operation-versions` says whether the other versions have been asked yet.
    <p style={LINE_STYLE} data-operation-versions={found ? 'checked' : 'this-version'} data-search-exclude="">
      In version{versions.length > 1 ? 's' : ''}{' '}
      {versions.map((entry, index) => (
        <span key={entry.version}>
          {index > 0 ? ', ' : ''}
          {entry.href ? (
            <a href={entry.href} data-version={entry.version}>
              {entry.label}
            </a>
          ) : (
            <strong data-version={entry.version} aria-current="page">
              {entry.label}
            </strong>
          )}
        </span>
      ))}
    </p>
  );
}
