// Says what a version switch did, on the page it opened: the same page in the chosen version, or
// that version's home because it has no such page. A note the switch left in sessionStorage
// (src/versions/switchNotice.ts) for this page only; fixed at the bottom of the screen, so it moves
// nothing, and announced to screen readers.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {takeSwitchNotice, type SwitchNotice} from '@site/src/versions/switchNotice';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';

// Loaded only on the page a switch opened, with its styles: no other page carries them.
const NoticeBox = lazy(() => import(/* webpackChunkName: "docs-version-notice" */ './NoticeBox'));

export default function VersionSwitchNotice(): ReactNode {
  const build = useBuildVersion();
  const {pathname} = useLocation();
  const [notice, setNotice] = useState<SwitchNotice | undefined>(undefined);
  const [shownAt] = useState(pathname);

  useEffect(() => {
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined;
    }
    setNotice(takeSwitchNotice(storage, build.version, window.location.pathname));
  }, [build.version]);

  // The note is about the page the switch opened: it goes once the reader moves on.
  if (!notice || pathname !== shownAt) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBox notice={notice} onDismiss={() => setNotice(undefined)} />
    </Suspense>
  );
}
