// The not-found page's way on: a "did you mean" link to the closest real page, a search form and
// the site's main sections. The suggestion is computed in the browser from the client route config,
// since the same 404.html answers every unknown address.
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import routes, {loadAllRouteSections} from '@generated/routes';
import {closestRoute, pagePaths} from './closestRoute';
import styles from './styles.module.css';

/** The sections a lost reader most likely wanted, relative to the base path. */
export const TOP_SECTIONS: readonly {label: string; to: string; description: string}[] = [
  {label: 'Introduction and quickstart', to: '/', description: 'What the API does and your first three calls.'},
  {label: 'Getting started', to: '/guide/', description: 'Tokens, base URL, headers and your first call.'},
  {label: 'Recipes', to: '/recipes/', description: 'End-to-end integrations, step by step.'},
  {label: 'API Reference', to: '/api/', description: 'Every operation, parameter and schema.'},
  {label: 'Errors', to: '/errors/list/', description: 'Every error code and what to do about it.'},
];

function useSuggestion(basePath: string): string | null {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // The browser's route table holds the sections it has loaded (src/plugins/js-chunks): all of them first.
    void loadAllRouteSections().then(() => {
      if (current) setSuggestion(closestRoute(window.location.pathname, pagePaths(routes), basePath));
    });
    return () => {
      current = false;
    };
  }, [basePath]);
  return suggestion;
}

export default function NotFoundHelp(): ReactNode {
  const basePath = useBaseUrl('/');
  const searchPage = useBaseUrl('/search/');
  const suggestion = useSuggestion(basePath);

  return (
    <main className={`container margin-vert--xl ${styles.page}`} data-not-found-help>
      <Heading as="h1">Page Not Found</Heading>
      <p className={styles.lead}>There is no page at this address. It may have moved, or the link may have a typo.</p>
      {/* The line keeps its height before the suggestion is known, so nothing below it moves. */}
      <p className={styles.suggestion} aria-live="polite" data-testid="not-found-suggestion">
        {suggestion && (
          <>
            Did you mean <Link to={suggestion}>{decodeURIComponent(suggestion.slice(basePath.length - 1)) || '/'}</Link>?
          </>
        )}
      </p>
      <form className={styles.search} action={searchPage} method="get" role="search">
        <label htmlFor="not-found-search" className={styles.searchLabel}>
          Search the documentation
        </label>
        <div className={styles.searchRow}>
          <input id="not-found-search" className={styles.searchInput} type="search" name="q" placeholder="For example: import items" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2" className={styles.sectionsHeading}>
        Or start from a section
      </Heading>
      <ul className={styles.sections}>
        {TOP_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={styles.section} data-plain-link>
              <span className={styles.sectionLabel}>{section.label}</span>
              <span>{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
