// One search result's content: page title, heading and context snippet with matched words
// marked, and labels for API reference pages and external sources. Used by the search modal
// and the results page, inside their own links.
import React, {type ReactNode} from 'react';
import type {SearchHitView, TextSegment} from '@site/src/search/types';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

/** Text segments as text nodes; matched stretches in <mark>. Never HTML. */
function Segments({segments}: {segments: TextSegment[]}): ReactNode {
  return segments.map((segment, position) =>
    segment.marked ? <mark key={position}>{segment.text}</mark> : <React.Fragment key={position}>{segment.text}</React.Fragment>,
  );
}

/** An operation's HTTP method, as the API reference shows it. */
function MethodBadge({method}: {method: string}): ReactNode {
  return (
    <span className={styles.method} data-method={method.toLowerCase()}>
      {method}
    </span>
  );
}

/** A result's page, heading and snippet, and beneath them the page's other matching headings. */
export default function SearchHit({hit}: {hit: SearchHitView}): ReactNode {
  return (
    <span className={styles.hit}>
      <span className={styles.titleLine}>
        {hit.method && <MethodBadge method={hit.method} />}
        <span className={styles.title}>
          <Segments segments={hit.pageTitle} />
        </span>
        {hit.apiReference && <span className={styles.label}>API Reference</span>}
        {hit.external && (
          <span className={styles.source}>
            {hit.sourceHeading}
            <span aria-hidden="true"> ↗</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </span>
        )}
      </span>
      {hit.heading && (
        <span className={styles.heading}>
          <Segments segments={hit.heading} />
        </span>
      )}
      {hit.snippet && (
        <span className={styles.snippet}>
          <Segments segments={hit.snippet} />
        </span>
      )}
      {/* Text, not links: the whole result is one link (one option in the dialog). */}
      {hit.sections && hit.sections.length > 0 && (
        <span className={styles.sections}>
          <VisuallyHidden>Also on this page: </VisuallyHidden>
          {hit.sections.map((section, position) => (
            <span key={section.key} className={styles.section} data-search-section>
              {position > 0 && <VisuallyHidden>, </VisuallyHidden>}
              <Segments segments={section.text} />
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
