// What search needs only once a reader searches: the index reader and ranking, and presenting
// results. useSiteSearch imports this module on demand, so none of it is in the JavaScript every
// page loads. External sources need lunr too: externalSearch.ts, imported only on sites that have some.
import {SiteIndex} from './index/siteIndex';

export {searchSources} from './searchSources';

/** The site's index in the folder at `folderUrl`, read with fetch. */
export const fetchSiteIndex = (folderUrl: string): SiteIndex =>
  new SiteIndex(async (file) => {
    const response = await fetch(`${folderUrl}/${file}`);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${file}`);
    return (await response.json()) as unknown;
  });
