// Highlights the words in a page's `_highlight` query parameters (put there by search results)
// in the page's article. The words are user input: they are only searched for as text.
// mark.js is fetched the first time a URL has `_highlight` terms, so other page loads do not pay for it.
import {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {highlightTermsFromSearch} from '@site/src/search/highlightTerms';

type MarkConstructor = typeof import('mark.js').default;

let markLoaded: Promise<MarkConstructor> | null = null;
const loadMark = (): Promise<MarkConstructor> => (markLoaded ??= import('mark.js').then((module) => module.default));

export default function SearchTermHighlighter(): ReactNode {
  const {pathname, search} = useLocation();
  useEffect(() => {
    const terms = highlightTermsFromSearch(search);
    // Nothing to mark, and nothing marked before on this page load: no need for mark.js.
    if (terms.length === 0 && !markLoaded) return;
    let cancelled = false;
    let timer: number | undefined;
    loadMark()
      .then((Mark) => {
        if (cancelled) return;
        // Code blocks render again after this effect runs; marking after a task keeps their marks.
        timer = window.setTimeout(() => {
          const article = document.querySelector('article');
          if (!article) return;
          const marker = new Mark(article);
          marker.unmark();
          if (terms.length > 0) marker.mark(terms, {exclude: ['.theme-doc-toc-mobile > button']});
        });
      })
      .catch((error: unknown) => {
        // Highlighting is a convenience: the page stays usable if the code cannot be fetched.
        console.warn('Search-term highlighting is unavailable:', error);
        markLoaded = null;
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname, search]);
  return null;
}
