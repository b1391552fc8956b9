// Highlights the words in a page's `_highlight` query parameters (put there by search results)
// in the page's article. The words are user input: they are only searched for as text.
import {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {HighlightMarker} from '@site/src/search/pluginSettings';
import {highlightTermsFromSearch} from '@site/src/search/highlightTerms';

export default function SearchTermHighlighter(): ReactNode {
  const {pathname, search} = useLocation();
  useEffect(() => {
    if (!HighlightMarker) return;
    const Marker = HighlightMarker;
    const terms = highlightTermsFromSearch(search);
    // Code blocks render again after this effect runs; marking after a task keeps their marks.
    const timer = window.setTimeout(() => {
      const article = document.querySelector('article');
      if (!article) return;
      const marker = new Marker(article);
      marker.unmark();
      if (terms.length > 0) marker.mark(terms, {exclude: ['.theme-doc-toc-mobile > button']});
    });
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
