// The navbar's search button and the keyboard shortcuts that open the search dialog: Ctrl+K
// (Cmd+K on Apple platforms) toggles it anywhere, "/" opens it when the reader is not typing.
import React, {useEffect, useState, type ReactNode} from 'react';
import SearchModal from '@site/src/components/SearchModal';
import {isApplePlatform, isSearchShortcut, isSlashShortcut} from '@site/src/search/shortcuts';
import {searchMessages} from '@site/src/search/messages';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function SearchLauncher(): ReactNode {
  const [open, setOpen] = useState(false);
  // The server cannot know the platform, and shortcuts work only once the page runs: the hint
  // says Ctrl until the browser says otherwise, and the shortcuts are announced once they work.
  const [platform, setPlatform] = useState<'unknown' | 'apple' | 'other'>('unknown');
  useEffect(() => setPlatform(isApplePlatform(navigator) ? 'apple' : 'other'), []);
  const apple = platform === 'apple';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isSearchShortcut(event, isApplePlatform(navigator))) {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      } else if (!open && isSlashShortcut(event, event.target as HTMLElement | null)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        // The name is the word "Search", read from text that narrow screens hide with the visible
        // label too; no aria-label, so the name stays the word desktop readers see and can say
        // (axe: label-content-name-mismatch). The shortcut keys are announced by aria-keyshortcuts.
        aria-haspopup="dialog"
        aria-keyshortcuts={platform === 'unknown' ? undefined : apple ? 'Meta+K /' : 'Control+K /'}
        onClick={() => setOpen(true)}>
        <SearchIcon />
        <span className={styles.label} aria-hidden="true">
          {searchMessages.placeholder()}
        </span>
        <VisuallyHidden>{searchMessages.placeholder()}</VisuallyHidden>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && <SearchModal onClose={() => setOpen(false)} />}
    </>
  );
}
