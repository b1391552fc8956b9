// "Copy page" and "View as Markdown" for the current page, for readers who hand pages to their own
// tools. Rendered on the server at its final size, so nothing moves when it hydrates or reacts.
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useMarkdownPath} from '@site/src/components/useMarkdownPath';
import {browserCopyEnvironment, copyMarkdown, CopyError} from './copyMarkdown';
import {visuallyHiddenClassName} from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

type CopyState = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_LABEL_MS = 2000;

const LABELS = {idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed'} as const;

function statusText(state: CopyState): string {
  if (state.kind === 'copied') return 'The page is on your clipboard as Markdown.';
  if (state.kind === 'failed') return `Could not copy the page: ${state.reason}.`;
  return '';
}

export default function PageActions(): React.ReactNode {
  const markdownPath = useMarkdownPath();
  const [state, setState] = useState<CopyState>({kind: 'idle'});
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  if (!markdownPath) return null;

  const copy = async () => {
    if (state.kind === 'copying') return;
    clearTimeout(resetTimer.current);
    setState({kind: 'copying'});
    try {
      await copyMarkdown(markdownPath, browserCopyEnvironment());
      setState({kind: 'copied'});
      resetTimer.current = setTimeout(() => setState({kind: 'idle'}), COPIED_LABEL_MS);
    } catch (error) {
      setState({kind: 'failed', reason: error instanceof CopyError ? error.message : 'an unexpected error occurred'});
    }
  };

  return (
    // `data-search-exclude` keeps these controls out of the search index (see docusaurus.config.ts).
    <div className={styles.actions} data-search-exclude="">
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.copy)}
        onClick={copy}
        // Not `disabled`: that would take keyboard focus away from the button mid-copy.
        aria-disabled={state.kind === 'copying'}>
        {/* Every label sits in the same grid cell, so the button is as wide as the longest one. */}
        {Object.entries(LABELS).map(([kind, label]) => (
          <span key={kind} className={clsx(styles.label, kind !== state.kind && styles.hiddenLabel)} aria-hidden={kind !== state.kind}>
            {label}
          </span>
        ))}
      </button>
      <a className={clsx('button button--sm button--link', styles.view)} href={markdownPath} type="text/markdown">
        View as Markdown
      </a>
      {/* One live region: a success is only announced (the button says "Copied"), a failure is also shown. */}
      <span role="status" className={state.kind === 'failed' ? styles.error : visuallyHiddenClassName}>
        {statusText(state)}
      </span>
    </div>
  );
}
