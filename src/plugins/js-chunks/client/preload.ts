// Docusaurus's preload (@docusaurus/core/lib/client/preload.js), in the browser build in its place
// (../index.ts): it loads the route section of the address first, so that the route table has the
// page before Docusaurus matches it. Docusaurus preloads before it hydrates the first page, before
// it shows the next one on a click or back and forward, and when the reader shows intent to follow
// a link (src/clientModules/intentPrefetch.ts), so each of them sees the whole section.
import preloadRoutes from '@docusaurus/core/lib/client/preload.js';
import {loadRouteSection} from '@generated/routes';

export default function preload(pathname: string): Promise<unknown> {
  return loadRouteSection(pathname).then(() => preloadRoutes(pathname));
}
