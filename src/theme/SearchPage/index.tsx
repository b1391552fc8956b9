// Wraps search-local's search page, whose Layout has no <main>: the heading and results sat outside
// every landmark (axe: landmark-one-main, region). The page's content wrapper becomes the main landmark.
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(SkipToContentFallbackId);
    if (!content || content.querySelector('main')) return undefined;
    content.setAttribute('role', 'main');
    return () => content.removeAttribute('role');
  }, []);
  return <SearchPage />;
}
