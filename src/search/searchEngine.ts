// What search needs only once a reader searches: MiniSearch, parsing the light and text files
// and querying them. useSiteSearch imports this module on demand, with the index, so none of it
// is in the JavaScript every page loads. External sources need lunr too: externalSearch.ts,
// imported only on sites that have some.
export {EMPTY_LIGHT_INDEX, loadLightIndex, loadTextIndex} from './light/queryLightIndex';
export {searchSources} from './searchSources';
