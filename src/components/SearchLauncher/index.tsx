// The navbar's search button and the keyboard shortcuts that open the search dialog: Ctrl+K
// (Cmd+K on Apple platforms) toggles it anywhere, "/" opens it when the reader is not typing.
// The dialog's code is not in the JavaScript every page loads: it is fetched when the reader points
// at or focuses the button, or opens the dialog, as the theme's DocSearch button does.
import React, {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {isApplePlatform, isSearchShortcut, isSlashShortcut} from '@site/src/search/shortcuts';
import {searchMessages} from '@site/src/search/messages';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

const loadSearchModal = () => import(/* webpackChunkName: "search-modal" */ '@site/src/components/SearchModal');
const SearchModal = lazy(loadSearchModal);

/** Starts fetching the dialog's code before the reader opens it; a failed fetch is tried again on opening. */
function preloadSearchModal(): void {
  loadSearchModal().catch(() => undefined);
}

/**
 * Stands in for the dialog while its code arrives after the reader opened it: what they type
 * meanwhile is kept for the dialog's input instead of being lost on the page, and Escape cancels.
 */
function TypedAhead({typed, onCancel}: {typed: RefObject<string>; onCancel: () => void}): ReactNode {
  // A layout effect, so the listener is gone in the same commit that shows the dialog's input.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') onCancel();
      else if (event.key.length === 1) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [typed, onCancel]);
  return null;
}

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
  const typedAhead = useRef('');
  const openSearch = useCallback(() => {
    typedAhead.current = '';
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isSearchShortcut(event, isApplePlatform(navigator))) {
        event.preventDefault();
        if (open) setOpen(false);
        else openSearch();
      } else if (!open && isSlashShortcut(event, event.target as HTMLElement | null)) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch]);

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
        onPointerEnter={preloadSearchModal}
        onFocus={preloadSearchModal}
        onTouchStart={preloadSearchModal}
        onClick={openSearch}>
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
      {open && (
        <Suspense fallback={<TypedAhead typed={typedAhead} onCancel={close} />}>
          <SearchModal readTypedAhead={() => typedAhead.current} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
