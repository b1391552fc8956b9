// The open list of the docs version dropdown (./index.tsx): one link per deployed version, with its
// status, where it would open this page and which one the reader chose. Loaded on first open, with
// its styles, so pages do not carry them until a reader asks for another version.
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {STATUS_LABELS, type VersionEntry} from '@site/src/versions/manifest';
import styles from './menu.module.css';

export type MenuEntry = {
  entry: VersionEntry;
  isOwn: boolean;
  isRemembered: boolean;
  href: string;
  /** `this page` or `its home page` once known; `this version` for the build's own. */
  note?: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

type Props = {id: string; entries: MenuEntry[]; mobile?: boolean};

export default function VersionMenu({id, entries, mobile}: Props): ReactNode {
  return (
    <ul id={id} className={mobile ? 'menu__list' : styles.menu}>
      {entries.map(({entry, isOwn, isRemembered, href, note, onClick}) => (
        <li key={entry.version} className={mobile ? 'menu__list-item' : undefined}>
          <a
            href={href}
            className={mobile ? clsx('menu__link', isOwn && 'menu__link--active') : clsx(styles.link, isOwn && styles.own)}
            aria-current={isOwn ? 'true' : undefined}
            data-version={entry.version}
            onClick={onClick}>
            <span>{entry.label}</span>
            <small className={styles.detail} data-version-status="">
              {STATUS_LABELS[entry.status]}
            </small>
            {note ? (
              <small className={styles.detail} data-version-note="">
                {note}
              </small>
            ) : null}
            {isRemembered ? (
              <small className={clsx(styles.detail, styles.remembered)} data-version-remembered="">
                your version
              </small>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
