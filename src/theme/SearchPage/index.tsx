// Wraps search-local's search page, which renders no <main> (its heading and results sat outside
// every landmark: axe landmark-one-main, region) and no meta description (Lighthouse SEO). The
// content wrapper becomes the main landmark and the page gets a description.
import React, {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

export const SEARCH_PAGE_DESCRIPTION = 'Search the API documentation: guides, recipes and the API reference.';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(SkipToContentFallbackId);
    if (!content || content.querySelector('main')) return undefined;
    content.setAttribute('role', 'main');
    return () => content.removeAttribute('role');
  }, []);
  return (
    <>
      <Head>
        <meta name="description" content={SEARCH_PAGE_DESCRIPTION} />
        <meta property="og:description" content={SEARCH_PAGE_DESCRIPTION} />
      </Head>
      <SearchPage />
    </>
  );
}
