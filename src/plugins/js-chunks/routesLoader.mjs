// Loader for Docusaurus's route table (.docusaurus/routes.js) and the two files that go with it
// (routesChunkNames.json, registry.js): in the browser build, each becomes what main.js keeps, and
// `routes.js?section=<name>` becomes a section's module (./routeSections.mjs), with `&part=<name>`
// one of its parts' and with `&index=<n>` one chunk of its index. In the server build
// the table stays whole, and its section loaders resolve at once. JavaScript, not TypeScript: the
// bundler requires loaders as they are.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INDEX_QUERY, indexModule, PART_QUERY, partModule, planRouteSections, sectionModule, SECTION_QUERY, tableModule} from './routeSections.mjs';
import {stripModulePaths, withoutEntries} from './registryLoader.mjs';

/** Docusaurus's three generated files the plan reads, in its generated files folder. */
export const ROUTE_FILES = {routes: 'routes.js', chunkNames: 'routesChunkNames.json', registry: 'registry.js'};

let cached = {key: '', plan: null};

/** The plan for the generated files as they are now (re-read on every change of any of them). */
function currentPlan(loader, {generatedFilesDir, baseUrl}) {
  const files = Object.fromEntries(Object.entries(ROUTE_FILES).map(([name, file]) => [name, path.join(generatedFilesDir, file)]));
  for (const file of Object.values(files)) loader.addDependency(file);
  const sources = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, readFileSync(file, 'utf8')]));
  const key = `${baseUrl}\0${sources.routes}\0${sources.chunkNames}\0${sources.registry}`;
  if (cached.key !== key) {
    const chunkNames = JSON.parse(sources.chunkNames);
    cached = {key, chunkNames, plan: planRouteSections({routesSource: sources.routes, chunkNames, registrySource: sources.registry, baseUrl})};
  }
  return cached;
}

const SERVER_SECTION_LOADERS = `
export function loadRouteSection() {
  return Promise.resolve();
}
export const loadAllRouteSections = loadRouteSection;
`;

export default function routesLoader(source) {
  const options = this.getOptions();
  const file = path.basename(this.resourcePath);
  if (options.server) return file === ROUTE_FILES.routes ? source + SERVER_SECTION_LOADERS : source;
  const {plan, chunkNames} = currentPlan(this, options);
  if (file === ROUTE_FILES.chunkNames) return JSON.stringify(plan.keptChunkNames);
  if (file === ROUTE_FILES.registry) return stripModulePaths(withoutEntries(source, plan.keptRegistryKeys));
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const routesRequest = `./${ROUTE_FILES.routes}`;
  const section = query.get(SECTION_QUERY);
  if (section === null) return tableModule(plan.split, routesRequest);
  if (query.has(PART_QUERY)) return partModule(plan.split, section, query.get(PART_QUERY), chunkNames, plan.registry);
  if (query.has(INDEX_QUERY)) return indexModule(plan.split, section, Number(query.get(INDEX_QUERY)), routesRequest);
  return sectionModule(plan.split, section, chunkNames, plan.registry);
}
