// Docusaurus's preload (@docusaurus/core/lib/client/preload.js), in the browser build in its place
// (../index.ts): it loads the route section of the address first, so that the route table has the
// page before Docusaurus matches it. Docusaurus preloads before it hydrates the first page, before
// it shows the next one on a click or back and forward, and when the reader shows intent to follow
// a link (src/clientModules/intentPrefetch.ts), so each of them sees the whole section. It then
// waits for the work the route's modules hold hydration with (src/components/holdHydration.ts).
import preloadRoutes from '@docusaurus/core/lib/client/preload.js';
import {loadRouteSection} from '@generated/routes';
import {heldHydration} from '@site/src/components/holdHydration';

export default function preload(pathname: string): Promise<unknown> {
  return loadRouteSection(pathname)
    .then(() => preloadRoutes(pathname))
    .then(() => heldHydration());
}
