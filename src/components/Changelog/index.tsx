// The generated parts of the changelog page: the releases of the API description read from git
// (with a link to their Atom feed) and the undated transitions the facts record. The data comes
// from the changelog plugin at build time; this component only renders it.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import changelog from '@generated/changelog/default/changelog.json';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {releaseTitle} from '@site/src/plugins/changelog/atom';
import {CHANGE_TYPES, CHANGE_TYPE_LABELS, releaseAnchor, type ChangelogData, type Release} from '@site/src/plugins/changelog/types';
import {docsOfVersion} from '@site/src/versions/manifest';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';
import styles from './styles.module.css';

/** The release's own docs version, linked when it is deployed (another version's docs are another site). */
function ReleaseDocs({version}: {version: string}): ReactNode {
  const build = useBuildVersion();
  const docs = docsOfVersion(build.manifest, version);
  if (!docs) return null;
  if (docs.version === build.version) return <p className={styles.subject}>API version {docs.label}: these docs.</p>;
  return (
    <p className={styles.subject}>
      API version {docs.label}: <a href={docs.path}>its docs</a> ({docs.status}).
    </p>
  );
}

function Counts({release}: {release: Release}): ReactNode {
  const counts = CHANGE_TYPES.filter((type) => release.counts[type] > 0);
  if (!counts.length) return <p>No change to operations or models (formatting only).</p>;
  return <p>Changes: {counts.map((type) => `${release.counts[type]} ${CHANGE_TYPE_LABELS[type]}`).join(', ')}.</p>;
}

function ReleaseEntry({release}: {release: Release}): ReactNode {
  const breaking = release.counts.breaking > 0;
  return (
    <li id={releaseAnchor(release)} className={styles.release}>
      <p>
        <strong>{releaseTitle(release)}</strong>
        {breaking ? <span className={styles.breaking}>Breaking</span> : null}
      </p>
      <p className={styles.subject}>{release.subject}</p>
      <ReleaseDocs version={release.version} />
      {release.first ? (
        <p>
          Earliest revision in the history: {release.operationCount} operations and {release.modelCount} models.
        </p>
      ) : (
        <>
          <Counts release={release} />
          {release.operationsAdded.length ? <p>Operations added: {release.operationsAdded.map((operation) => <code key={operation}>{operation}</code>)}</p> : null}
          {release.operationsRemoved.length ? <p>Operations removed: {release.operationsRemoved.map((operation) => <code key={operation}>{operation}</code>)}</p> : null}
          {breaking ? (
            <ul>
              {release.breaking.map((change, index) => (
                <li key={index}>
                  <code>{change.area}</code>: {change.description}
                </li>
              ))}
            </ul>
          ) : null}
          {release.areas.length ? (
            <details>
              <summary>Changes by operation and model ({release.areas.length})</summary>
              <ScrollableTable>
                <thead>
                  <tr>
                    <th scope="col">Where</th>
                    {CHANGE_TYPES.map((type) => (
                      <th key={type} scope="col">
                        {CHANGE_TYPE_LABELS[type]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {release.areas.map(({area, counts}) => (
                    <tr key={area}>
                      <td>
                        <code>{area}</code>
                      </td>
                      {CHANGE_TYPES.map((type) => (
                        <td key={type}>{counts[type] || ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </ScrollableTable>
            </details>
          ) : null}
        </>
      )}
    </li>
  );
}

function Releases({data}: {data: ChangelogData}): ReactNode {
  return (
    <>
      {data.feedPath ? (
        <Head>
          <link rel="alternate" type="application/atom+xml" title="Changes to the API description" href={data.feedPath} />
        </Head>
      ) : null}
      {data.historyNote ? <p className={styles.note}>{data.historyNote}</p> : null}
      {data.releases.length ? (
        <ul className={styles.releases}>
          {data.releases.map((release) => (
            <ReleaseEntry key={release.commit} release={release} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Transitions({data}: {data: ChangelogData}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Before</th>
          <th scope="col">Now</th>
          <th scope="col">Breaking</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {data.transitions.map((transition) => (
          <tr key={transition.area}>
            <td>{transition.area}</td>
            <td>{transition.before}</td>
            <td>{transition.after}</td>
            <td>{transition.breaking ? 'Yes' : 'No'}</td>
            <td>{transition.whatToDo}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** One generated part of the changelog page: `releases` or `transitions`. */
export default function Changelog({part, data = changelog}: {part: 'releases' | 'transitions'; data?: ChangelogData}): ReactNode {
  return part === 'releases' ? <Releases data={data} /> : <Transitions data={data} />;
}
