// The search dialog: a combobox over the site's index and the external sources. Keyboard first:
// arrows move through results (wrapping), Enter opens one, Escape closes; focus stays inside
// while it is open and goes back to whatever opened it when it closes.
import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchHit from '@site/src/components/SearchHit';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import {useSearchAnalytics} from '@site/src/search/useSearchAnalytics';
import {searchMessages, searchPageUrl} from '@site/src/search/messages';
import type {SearchHitView} from '@site/src/search/types';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

type Props = {
  onClose: () => void;
  /** What the reader typed while the dialog's code was being fetched (src/components/SearchLauncher): its first query. */
  readTypedAhead?: () => string;
};

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: React.KeyboardEvent, dialog: HTMLElement) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

function StatusMessage({status, query, hitCount, total}: {status: string; query: string; hitCount: number; total: number}): ReactNode {
  if (status === 'failed') return <p className={styles.error}>{searchMessages.indexUnavailable()}</p>;
  if (!query.trim()) return <p>{searchMessages.typeToSearch()}</p>;
  if (status === 'loading' || status === 'idle') return <p>{searchMessages.loading()}</p>;
  if (hitCount === 0) return <p>{searchMessages.noResults()}</p>;
  return <VisuallyHidden as="p">{searchMessages.resultsCount(hitCount, total)}</VisuallyHidden>;
}

export default function SearchModal({onClose, readTypedAhead}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const [query, setQuery] = useState(() => readTypedAhead?.() ?? '');
  const search = useSiteSearch(query, true);
  const reportNow = useSearchAnalytics(query);
  // The highlighted result is remembered by key for its query: a new query starts at its first
  // result, while the same query's list growing (the body text arrives after the first results)
  // keeps the reader's place. Kept in one state (not reset in an effect) so an arrow key pressed
  // the moment new results appear is not undone by a reset that runs after it.
  const [selection, setSelection] = useState<{query: string; key: string | null}>({query: '', key: null});
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (position: number) => `${listboxId}-option-${position}`;
  const hits = search.hits;
  const positionOf = (current: {query: string; key: string | null}) =>
    current.query === search.query ? Math.max(0, hits.findIndex((hit) => hit.key === current.key)) : 0;
  const active = positionOf(selection);
  const setActive = (position: number) => setSelection({query: search.query, key: hits[position]?.key ?? null});
  const moveActive = (step: number) =>
    setSelection((current) => {
      const from = positionOf(current);
      return {query: search.query, key: hits[(from + step + hits.length) % hits.length]?.key ?? null};
    });

  // Focus moves in when the dialog opens and back to the opener when it closes; focus that
  // escapes meanwhile (a click on the page behind, a script) is brought back.
  const openerRef = useRef<Element | null>(null);
  useLayoutEffect(() => {
    openerRef.current = document.activeElement;
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) inputRef.current?.focus();
    };
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId only depends on listboxId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, hits]);

  /** Leaves the dialog for a result or the results page; the query counts as searched. */
  const leave = useCallback(() => {
    reportNow();
    onClose();
  }, [onClose, reportNow]);

  /** Opens a result from the keyboard: site pages in this tab, external ones in a new tab. */
  const open = useCallback(
    (hit: SearchHitView) => {
      leave();
      if (hit.external) window.open(hit.href, '_blank', 'noopener,noreferrer');
      else history.push(hit.href);
    },
    [history, leave],
  );

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      moveActive(step);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
    }
  };

  const onDialogKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  const showList = hits.length > 0;
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="search-backdrop"
      onMouseDown={(event) => {
        // Only a press on the backdrop itself closes: dragging out of the dialog does not.
        if (event.target === event.currentTarget) onClose();
      }}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={searchMessages.dialogLabel()}
        className={styles.dialog}
        onKeyDown={onDialogKeyDown}>
        <div className={styles.header}>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={searchMessages.dialogLabel()}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listboxId}
            aria-activedescendant={showList ? optionId(active) : undefined}
            placeholder={searchMessages.placeholder()}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            Esc<VisuallyHidden>: {searchMessages.close()}</VisuallyHidden>
          </button>
        </div>
        {/* Results are reached with the arrow keys; the scroller itself needs no Tab stop. */}
        <div className={styles.body} tabIndex={-1}>
          <div
            role="status"
            className={styles.status}
            data-search-status={search.status}
            data-search-settled={search.settled}
            data-query={search.query}>
            <StatusMessage status={search.status} query={search.query} hitCount={hits.length} total={search.total} />
          </div>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={searchMessages.resultsLabel()}
            className={styles.results}
            hidden={!showList}>
            {hits.map((hit, position) => {
              // Each option is the result's link itself: a link inside an option would nest one
              // interactive control in another, and links keep open-in-new-tab and the URL preview.
              const option = {
                id: optionId(position),
                role: 'option',
                'aria-selected': position === active,
                tabIndex: -1,
                className: styles.option,
                onMouseMove: () => position !== active && setActive(position),
                onClick: leave,
              } as const;
              return (
                <li key={hit.key} role="presentation">
                  {hit.external ? (
                    <a href={hit.href} target="_blank" rel="noopener noreferrer" {...option}>
                      <SearchHit hit={hit} />
                    </a>
                  ) : (
                    <Link to={hit.href} {...option}>
                      <SearchHit hit={hit} />
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className={styles.footer}>
          <Link to={searchPageUrl(siteConfig.baseUrl, query)} onClick={leave}>
            {searchMessages.seeAll()}
          </Link>
          <span className={styles.hint} aria-hidden="true">
            {searchMessages.keyboardHint()}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
