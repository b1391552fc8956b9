// Says what a version switch did, on the page it opened: the same page in the chosen version, or
// that version's home because it has no such page. A note the switch left in sessionStorage
// (src/versions/switchNotice.ts) for this page only; fixed at the bottom of the screen, so it moves
// nothing, and announced to screen readers.
import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {switchNoticeText, takeSwitchNotice, type SwitchNotice} from '@site/src/versions/switchNotice';
import {useBuildVersion} from '@site/src/components/VersionSwitcher/useDocsVersion';
import styles from './styles.module.css';

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
    <div className={styles.notice} role="status" data-version-switch-notice={notice.samePage ? 'same-page' : 'home'}>
      <p>{switchNoticeText(notice)}</p>
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={() => setNotice(undefined)}>
        ×
      </button>
    </div>
  );
}
