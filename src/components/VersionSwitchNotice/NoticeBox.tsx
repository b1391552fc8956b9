// The box of the version switch notice (./index.tsx), fixed to the bottom of the screen.
import type {ReactNode} from 'react';
import {switchNoticeText, type SwitchNotice} from '@site/src/versions/switchNotice';
import styles from './styles.module.css';

export default function NoticeBox({notice, onDismiss}: {notice: SwitchNotice; onDismiss: () => void}): ReactNode {
  return (
    <div className={styles.notice} role="status" data-version-switch-notice={notice.samePage ? 'same-page' : 'home'}>
      <p>{switchNoticeText(notice)}</p>
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
