// "Changed in 1.2.0, 1.1.0" under an operation's endpoint: the releases whose changes a client can
// notice (an addition, or a breaking, deprecating or compatible change), each linked to its entry in
// the changelog. The versions come from the changelog plugin (changed-in.json); an operation no
// release has changed since the first shows nothing.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import changedIn from '@generated/changelog/default/changed-in.json';
import {CHANGELOG_ROUTE, releaseAnchor, type ChangedInVersions} from '@site/src/plugins/changelog/types';
import styles from './styles.module.css';

export default function ApiChangedIn({operationId, versions = changedIn}: {operationId: string; versions?: ChangedInVersions}): ReactNode {
  const releases = versions[operationId] ?? [];
  if (!releases.length) return null;
  return (
    <p className={styles.changedIn}>
      Changed in{' '}
      {releases.map((version, index) => (
        <span key={version}>
          {index ? ', ' : ''}
          <Link to={`${CHANGELOG_ROUTE}#${releaseAnchor(version)}`}>{version}</Link>
        </span>
      ))}
    </p>
  );
}
