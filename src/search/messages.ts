// The words search shows, in one place. Ids are the search plugin's where it has one, so a
// translation file (i18n/<locale>/code.json) configures both the same way.
import {translate} from '@docusaurus/Translate';

export const searchMessages = {
  placeholder: () => translate({id: 'theme.SearchBar.label', message: 'Search'}),
  dialogLabel: () => translate({id: 'site.search.dialogLabel', message: 'Search the documentation'}),
  resultsLabel: () => translate({id: 'site.search.resultsLabel', message: 'Search results'}),
  seeAll: () => translate({id: 'theme.SearchBar.seeAll', message: 'See all results'}),
  close: () => translate({id: 'site.search.close', message: 'Close search'}),
  loading: () => translate({id: 'site.search.loading', message: 'Loading the search index…'}),
  indexUnavailable: () =>
    // `npm start` builds no index (the plugin writes it after a production build): tell authors.
    process.env.NODE_ENV === 'development'
      ? translate({
          id: 'site.search.indexUnavailableInDev',
          message: 'Search is unavailable: the search index could not be loaded. The development server has none; run npm run build, then npm run serve.',
        })
      : translate({
          id: 'site.search.indexUnavailable',
          message: 'Search is unavailable: the search index could not be loaded. Try again later.',
        }),
  emptyQuery: () =>
    translate({id: 'site.search.emptyQuery', message: 'Please provide a search query to show results.'}),
  /** The "no documents" message; configure it with the theme.SearchPage.noResultsText translation. */
  noResults: () => translate({id: 'theme.SearchPage.noResultsText', message: 'No documents were found'}),
  typeToSearch: () => translate({id: 'site.search.typeToSearch', message: 'Type to search pages, headings and the API reference.'}),
  keyboardHint: () =>
    translate({id: 'site.search.keyboardHint', message: '↑ ↓ to choose, Enter to open, Esc to close'}),
  resultsTitle: (query: string) =>
    translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query}),
  emptyTitle: () => translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'}),
  /** How many results there are, and how many of them the list shows: the count says what the list holds. */
  resultsCount: (shown: number, total: number) => {
    if (shown >= total) {
      return total === 1
        ? translate({id: 'site.search.onePageFound', message: '1 page found'})
        : translate({id: 'site.search.pagesFound', message: '{count} pages found'}, {count: String(total)});
    }
    return translate({id: 'site.search.somePagesShown', message: '{shown} of {count} pages'}, {shown: String(shown), count: String(total)});
  },
  showMore: (count: number) => translate({id: 'site.search.showMore', message: 'Show {count} more'}, {count: String(count)}),
};

/** The results page for a query; the query stays in the URL so the page can be shared. */
export const searchPageUrl = (baseUrl: string, query: string): string =>
  `${baseUrl}search/${query.trim() ? `?q=${encodeURIComponent(query.trim())}` : ''}`;
