// What search needs only once a reader searches: lunr, loading index files and querying them.
// useSiteSearch imports this module on demand, with the index, so none of it is in the
// JavaScript every page loads.
export {loadSearchIndexOnce, settledSearchIndex} from './loadSearchIndex';
export {searchSources} from './searchSources';
