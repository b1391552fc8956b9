// The route table by section (src/plugins/js-chunks/routeSections.mjs and routeSection.mjs): what
// main.js keeps of Docusaurus's route table, chunk names and registry, what each section's module
// holds, how a section is cut into parts with an index, and how the browser puts a section's routes
// back where Docusaurus had them.
import {describe, expect, it} from 'vitest';
import {
  indexChunkName,
  indexModule,
  partChunkName,
  partModule,
  planRouteSections,
  readRegistry,
  readRouteTable,
  ROUTES_PER_INDEX_CHUNK,
  routeIndexes,
  sectionChunkName,
  sectionModule,
  splitRouteTable,
  tableModule,
} from '../../../src/plugins/js-chunks/routeSections.mjs';
import {createRouteSections, routeIndexBucket, routeKey, routeSection} from '../../../src/plugins/js-chunks/routeSection.mjs';
import {isCorePreloadRequest, routeTableFiles} from '../../../src/plugins/js-chunks';
import {withoutEntries} from '../../../src/plugins/js-chunks/registryLoader.mjs';

const BASE = '/app/docs/1.0.0/';

/** A route table as @docusaurus/core writes it (codegenRoutes.js): pages, a docs instance, the 404 route. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/app/docs/1.0.0/search/',
    component: ComponentCreator('/app/docs/1.0.0/search/', '1dd'),
    exact: true
  },
  {
    path: '/app/docs/1.0.0/',
    component: ComponentCreator('/app/docs/1.0.0/', '280'),
    routes: [
      {
        path: '/app/docs/1.0.0/',
        component: ComponentCreator('/app/docs/1.0.0/', '4b0'),
        routes: [
          {
            path: '/app/docs/1.0.0/',
            component: ComponentCreator('/app/docs/1.0.0/', 'a01'),
            exact: true,
            sidebar: "tutorialSidebar"
          },
          {
            path: '/app/docs/1.0.0/egress/export-api/',
            component: ComponentCreator('/app/docs/1.0.0/egress/export-api/', 'b02'),
            exact: true,
            sidebar: "tutorialSidebar"
          },
          {
            path: '/app/docs/1.0.0/egress/',
            component: ComponentCreator('/app/docs/1.0.0/egress/', 'c03')
          },
          {
            path: '/app/docs/1.0.0/Items/drafts/',
            component: ComponentCreator('/app/docs/1.0.0/Items/drafts/', 'd04'),
            exact: true,
            sidebar: "tutorialSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES: Record<string, Record<string, unknown>> = {
  '/app/docs/1.0.0/search/-1dd': {__comp: 'search00'},
  '/app/docs/1.0.0/-280': {__comp: 'docsroot', __context: {plugin: 'plugin00'}},
  '/app/docs/1.0.0/-4b0': {__comp: 'docroot0', __props: 'version0'},
  '/app/docs/1.0.0/-a01': {__comp: '17896441', content: 'intro000'},
  '/app/docs/1.0.0/egress/export-api/-b02': {__comp: '17896441', content: 'export00'},
  '/app/docs/1.0.0/egress/-c03': {__comp: 'catindex'},
  '/app/docs/1.0.0/Items/drafts/-d04': {__comp: '17896441', content: 'drafts00'},
};

const entry = (key: string, modulePath: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
const REGISTRY = `export default {
${entry('17896441', '@theme/DocItem')}
${entry('catindex', '@theme/DocCategoryGeneratedIndexPage')}
${entry('docroot0', '@theme/DocRoot')}
${entry('docsroot', '@theme/DocsRoot')}
${entry('drafts00', '@site/docs/items/drafts.mdx')}
${entry('export00', '@site/docs/egress/export-api.mdx')}
${entry('intro000', '@site/docs/index.mdx')}
${entry('plugin00', '@generated/docusaurus-plugin-content-docs/default/__plugin.json')}
${entry('search00', '@site/src/pages/search.tsx')}
${entry('version0', '@generated/docusaurus-plugin-content-docs/default/p/app-docs-1-0-0-06c.json')}};
`;

const plan = () => planRouteSections({routesSource: ROUTES, chunkNames: CHUNK_NAMES, registrySource: REGISTRY, baseUrl: BASE});

describe('routeSection', () => {
  it('is the first segment under the base URL, in lower case', () => {
    expect(routeSection('/app/docs/1.0.0/egress/export-api/', BASE)).toBe('egress');
    expect(routeSection('/app/docs/1.0.0/API/create-dataset/', BASE)).toBe('api');
    expect(routeSection('/app/docs/1.0.0/recipes', BASE)).toBe('recipes');
  });
  it("is '' for the base URL itself and null outside it", () => {
    expect(routeSection('/app/docs/1.0.0/', BASE)).toBe('');
    expect(routeSection('/app/docs/2.0.0/egress/', BASE)).toBeNull();
    expect(routeSection('*', BASE)).toBeNull();
  });
});

describe('splitting the route table', () => {
  it('moves the exact leaf routes of nested lists to their sections and keeps the rest in order', () => {
    const split = splitRouteTable(readRouteTable(ROUTES), BASE);
    expect(split.table.map((route: {path: string}) => route.path)).toEqual(['/app/docs/1.0.0/search/', '/app/docs/1.0.0/', '*']);
    const docs = split.table[1].routes[0].routes;
    expect([...split.sections.keys()]).toEqual(['egress', 'items']);
    expect(split.sections.get('egress').map(({position}: {position: number}) => position)).toEqual([1]);
    expect(split.lists).toEqual([{id: 2, positions: [0, 2]}]);
    expect(docs.map((route: {path: string}) => route.path)).toEqual(['/app/docs/1.0.0/', '/app/docs/1.0.0/egress/']);
  });

  // The theme's breadcrumbs look for the exact route of the base URL under the routes at the base
  // URL (useHomePageRoute) on every doc page; had it moved, a page in another section would render
  // without the home link in the browser and fail to hydrate.
  it('keeps the home page in main.js, where the theme looks for it on every doc page', () => {
    const split = splitRouteTable(readRouteTable(ROUTES), BASE);
    expect(split.table[1].routes[0].routes[0]).toMatchObject({path: BASE, exact: true, sidebar: 'tutorialSidebar'});
    expect(split.sections.has('')).toBe(false);
  });

  it('fails the build when the route table is not in the shape Docusaurus writes', () => {
    expect(() => readRouteTable(`import routes from './elsewhere';\nexport default routes;\n`)).toThrow(/not in the shape/);
  });

  it('keeps in main.js the chunk names and registry entries of the routes it keeps', () => {
    const {keptChunkNames, keptRegistryKeys} = plan();
    expect(Object.keys(keptChunkNames)).toEqual(['/app/docs/1.0.0/search/-1dd', '/app/docs/1.0.0/-280', '/app/docs/1.0.0/-4b0', '/app/docs/1.0.0/-a01', '/app/docs/1.0.0/egress/-c03']);
    expect([...keptRegistryKeys].sort()).toEqual(['17896441', 'catindex', 'docroot0', 'docsroot', 'intro000', 'plugin00', 'search00', 'version0']);
    const registry = withoutEntries(REGISTRY, keptRegistryKeys);
    expect(registry).not.toContain('export00');
    expect(registry).toContain('"search00"');
  });

  it("gives each section its routes' chunk names and registry entries, shared ones included", () => {
    const {split, registry} = plan();
    const code = sectionModule(split, 'egress', CHUNK_NAMES, registry);
    expect(code).toContain('"/app/docs/1.0.0/egress/export-api/-b02":{"__comp":"17896441","content":"export00"}');
    expect(code).toContain('"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")]');
    expect(code).toContain('"export00": [() => import(/* webpackChunkName: "export00" */ "@site/docs/egress/export-api.mdx")');
    expect(code).not.toContain('drafts00');
    expect(code).toContain(
      '[2, 1, {path: "/app/docs/1.0.0/egress/export-api/", component: ComponentCreator("/app/docs/1.0.0/egress/export-api/", "b02"), exact: true, key: "/app/docs/1.0.0/egress/export-api/-b02", "sidebar": "tutorialSidebar"}]',
    );
    expect(() => sectionModule(split, 'nowhere', CHUNK_NAMES, registry)).toThrow(/no route section "nowhere"/);
  });

  it('loads each section from main.js under a chunk name of its own', () => {
    const code = tableModule(plan().split, './routes.js');
    expect(code).toContain('"egress": () => import(/* webpackChunkName: "routes-egress" */ "./routes.js?section=egress")');
    expect(code).not.toContain('routes-root');
    expect(code).toContain('routes: list(2, [{path: "/app/docs/1.0.0/", component: ComponentCreator("/app/docs/1.0.0/", "a01"), exact: true, key: "/app/docs/1.0.0/-a01"');
    expect(code).not.toContain('export-api');
    expect(sectionChunkName('versions&changes')).toBe('routes-versions_changes');
  });

  it('reads every registry entry Docusaurus writes, the last one on the closing line included', () => {
    expect([...readRegistry(REGISTRY).keys()]).toHaveLength(10);
    const withoutLast = withoutEntries(REGISTRY, new Set([...readRegistry(REGISTRY).keys()].filter((key) => key !== 'version0')));
    expect(withoutLast.endsWith('require.resolveWeak("@site/src/pages/search.tsx")],\n};\n')).toBe(true);
  });
});

/**
 * The API reference as its plugin cuts it (src/plugins/api-reference/groupRoutes.ts): a version route
 * per group, each with the attribute that makes it a part, and a last one for the overview.
 */
const API_ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/app/docs/1.0.0/api/',
    component: ComponentCreator('/app/docs/1.0.0/api/', 'r00'),
    routes: [
      {
        path: '/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/',
        component: ComponentCreator('/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/', 'v01'),
        routes: [
          {
            path: '/app/docs/1.0.0/api/',
            component: ComponentCreator('/app/docs/1.0.0/api/', 'd01'),
            routes: [
              {
                path: '/app/docs/1.0.0/api/create-dataset/',
                component: ComponentCreator('/app/docs/1.0.0/api/create-dataset/', 'p01'),
                exact: true,
                sidebar: "api"
              },
              {
                path: '/app/docs/1.0.0/api/models/dataset/',
                component: ComponentCreator('/app/docs/1.0.0/api/models/dataset/', 'p02'),
                exact: true,
                sidebar: "api"
              }
            ]
          }
        ],
        priority: -1,
        routePart: "Datasets"
      },
      {
        path: '/app/docs/1.0.0/api/:page(get-draft)/',
        component: ComponentCreator('/app/docs/1.0.0/api/:page(get-draft)/', 'v02'),
        routes: [
          {
            path: '/app/docs/1.0.0/api/',
            component: ComponentCreator('/app/docs/1.0.0/api/', 'd02'),
            routes: [
              {
                path: '/app/docs/1.0.0/api/get-draft/',
                component: ComponentCreator('/app/docs/1.0.0/api/get-draft/', 'p03'),
                exact: true,
                sidebar: "api"
              }
            ]
          }
        ],
        priority: -1,
        routePart: "datasets"
      },
      {
        path: '/app/docs/1.0.0/api/',
        component: ComponentCreator('/app/docs/1.0.0/api/', 'v03'),
        routes: [
          {
            path: '/app/docs/1.0.0/api/',
            component: ComponentCreator('/app/docs/1.0.0/api/', 'd03'),
            routes: [
              {
                path: '/app/docs/1.0.0/api/',
                component: ComponentCreator('/app/docs/1.0.0/api/', 'p04'),
                exact: true,
                sidebar: "api"
              }
            ]
          }
        ],
        priority: -1
      }
    ]
  },
  {
    path: '/app/docs/1.0.0/egress/export-api/',
    component: ComponentCreator('/app/docs/1.0.0/egress/export-api/', 'b02'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const API_CHUNK_NAMES: Record<string, Record<string, unknown>> = {
  '/app/docs/1.0.0/api/-r00': {__comp: 'docsroot', __context: {plugin: 'plugin01'}},
  '/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/-v01': {__comp: 'vroot000', __props: 'version1'},
  '/app/docs/1.0.0/api/-d01': {__comp: 'docroot0'},
  '/app/docs/1.0.0/api/create-dataset/-p01': {__comp: '17896441', content: 'create00'},
  '/app/docs/1.0.0/api/models/dataset/-p02': {__comp: '17896441', content: 'model000'},
  '/app/docs/1.0.0/api/:page(get-draft)/-v02': {__comp: 'vroot000', __props: 'version2'},
  '/app/docs/1.0.0/api/-d02': {__comp: 'docroot0'},
  '/app/docs/1.0.0/api/get-draft/-p03': {__comp: '17896441', content: 'draft000'},
  '/app/docs/1.0.0/api/-v03': {__comp: 'vroot000', __props: 'version3'},
  '/app/docs/1.0.0/api/-d03': {__comp: 'docroot0'},
  '/app/docs/1.0.0/api/-p04': {__comp: '17896441', content: 'overview'},
  '/app/docs/1.0.0/egress/export-api/-b02': {__comp: 'export00'},
};

const API_REGISTRY = `export default {
${entry('17896441', '@theme/DocItem')}
${entry('create00', '@site/.api-reference/create-dataset.mdx')}
${entry('docroot0', '@theme/DocRoot')}
${entry('docsroot', '@theme/DocsRoot')}
${entry('draft000', '@site/.api-reference/get-draft.mdx')}
${entry('export00', '@site/docs/egress/export-api.mdx')}
${entry('model000', '@site/.api-reference/models/dataset.mdx')}
${entry('overview', '@site/.api-reference/index.mdx')}
${entry('plugin01', '@generated/docusaurus-plugin-content-docs/api/__plugin.json')}
${entry('version1', '@generated/docusaurus-plugin-content-docs/api/p/one.json')}
${entry('version2', '@generated/docusaurus-plugin-content-docs/api/p/two.json')}
${entry('version3', '@generated/docusaurus-plugin-content-docs/api/p/three.json')}
${entry('vroot000', '@theme/DocVersionRoot')}};
`;

const apiPlan = () => planRouteSections({routesSource: API_ROUTES, chunkNames: API_CHUNK_NAMES, registrySource: API_REGISTRY, baseUrl: BASE});

describe('cutting a section into parts', () => {
  it('moves a route marked as a part whole, and names two parts of a section alike apart', () => {
    const {split} = apiPlan();
    expect([...split.parts.keys()]).toEqual(['api~datasets', 'api~datasets-2']);
    const [first, second] = [...split.parts.values()];
    expect(first.moved).toEqual([expect.objectContaining({list: 1, position: 0})]);
    expect(second.moved).toEqual([expect.objectContaining({list: 1, position: 1})]);
    expect(split.table[0].routes.map((route: {path: string}) => route.path)).toEqual(['/app/docs/1.0.0/api/']);
    // The last version route stays; its overview moves to the section's own module.
    expect([...split.sections.keys()]).toEqual(['api']);
    expect(split.sections.get('api').map(({route}: {route: {path: string}}) => route.path)).toEqual(['/app/docs/1.0.0/api/']);
  });

  it('indexes every page of the section by its part, the section’s own pages by ""', () => {
    const {split} = apiPlan();
    const [index] = split.indexes.get('api')!;
    expect(Object.fromEntries(index)).toEqual({'api/create-dataset': 'datasets', 'api/models/dataset': 'datasets', 'api/get-draft': 'datasets-2', api: ''});
    // A section without parts has no index: its one module is found by its name.
    expect(split.indexes.has('egress')).toBe(false);
  });

  it('cuts a large index into chunks of about ROUTES_PER_INDEX_CHUNK pages each, by the hash the browser computes', () => {
    const pages = Array.from({length: ROUTES_PER_INDEX_CHUNK * 3 + 1}, (_, index) => ({path: `/app/docs/1.0.0/api/page-${index}/`}));
    const indexes = routeIndexes(new Map(), new Map([['api~all', {section: 'api', name: 'all', moved: [{route: {path: '/app/docs/1.0.0/api/:page(x)/', routes: pages}}]}]]), BASE);
    const chunks = indexes.get('api')!;
    expect(chunks).toHaveLength(4);
    expect(chunks.reduce((sum: number, chunk: Map<string, string>) => sum + chunk.size, 0)).toBe(pages.length);
    chunks.forEach((chunk: Map<string, string>, bucket: number) => {
      expect(chunk.size).toBeLessThan(ROUTES_PER_INDEX_CHUNK * 2);
      for (const key of chunk.keys()) expect(routeIndexBucket(key, chunks.length)).toBe(bucket);
    });
  });

  it('fails the build when a part’s path has no literal section, or two parts claim a page', () => {
    const noSection = API_ROUTES.replace("'/app/docs/1.0.0/api/:page(get-draft)/',\n        component", "'/app/docs/1.0.0/:page(get-draft)/',\n        component");
    expect(() => splitRouteTable(readRouteTable(noSection), BASE)).toThrow(/has no section/);
    const claimed = API_ROUTES.replace("path: '/app/docs/1.0.0/api/get-draft/',", "path: '/app/docs/1.0.0/api/create-dataset/',");
    expect(() => splitRouteTable(readRouteTable(claimed), BASE)).toThrow(/is a page of both "datasets" and "datasets-2"/);
  });

  it('gives a part its version route, every route under it, their chunk names and registry entries, keyed for React', () => {
    const {split, registry, keptChunkNames, keptRegistryKeys} = apiPlan();
    const code = partModule(split, 'api', 'datasets', API_CHUNK_NAMES, registry);
    for (const name of ['version1', 'create00', 'model000', 'vroot000', 'docroot0', '17896441']) expect(code).toContain(`"${name}": [() => import(`);
    for (const name of ['version2', 'draft000', 'overview']) expect(code).not.toContain(`"${name}"`);
    expect(code).toContain('[1, 0, {path: "/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/", component: ComponentCreator("/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/", "v01"), key: "/app/docs/1.0.0/api/:page(create-dataset|models/dataset)/-v01"');
    expect(code).toContain('"priority": -1');
    expect(code).not.toContain('routePart');
    // main.js keeps the docs root, the last version route and their modules, none of a part's.
    expect(Object.keys(keptChunkNames)).toEqual(['/app/docs/1.0.0/api/-r00', '/app/docs/1.0.0/api/-v03', '/app/docs/1.0.0/api/-d03', '/app/docs/1.0.0/egress/export-api/-b02']);
    expect([...keptRegistryKeys].sort()).toEqual(['docroot0', 'docsroot', 'export00', 'plugin01', 'version3', 'vroot000']);
    expect(() => partModule(split, 'api', 'drafts', API_CHUNK_NAMES, registry)).toThrow(/no route part "drafts"/);
  });

  it('loads each index chunk from main.js, and each part from the index chunks that name it', () => {
    const {split} = apiPlan();
    const table = tableModule(split, './routes.js');
    expect(table).toContain(`"api": [\n      () => import(/* webpackChunkName: "route-index-api-0" */ "./routes.js?section=api&index=0"),\n    ],`);
    expect(table).toContain('"api": () => import(/* webpackChunkName: "routes-api" */ "./routes.js?section=api")');
    expect(table).not.toContain('create-dataset');
    const index = indexModule(split, 'api', 0, './routes.js');
    expect(index).toContain('"datasets-2": () => import(/* webpackChunkName: "routes-api~datasets-2" */ "./routes.js?section=api&part=datasets-2")');
    expect(index).toContain('export default {"api":"","api/create-dataset":"datasets","api/get-draft":"datasets-2","api/models/dataset":"datasets"};');
    expect(() => indexModule(split, 'api', 1, './routes.js')).toThrow(/no index chunk 1/);
    expect(partChunkName('__fixtures', 'pets')).toBe('routes-_fixtures~pets');
    expect(indexChunkName('versions&changes', 2)).toBe('route-index-versions_changes-2');
  });
});

describe('loading sections in the browser', () => {
  const route = (path: string) => ({path});
  /** A docs list that kept routes 0 and 3 of five, and modules of the sections that had 1, 2 and 4. */
  const setup = () => {
    const docs = [route('/app/docs/1.0.0/a/'), route('/app/docs/1.0.0/d/')];
    const imported: string[] = [];
    const module = (section: string, moved: [number, number, {path: string}][]) => () => {
      imported.push(section);
      return Promise.resolve({default: moved});
    };
    const sections = createRouteSections({
      lists: {7: docs},
      positions: {7: [0, 3]},
      baseUrl: BASE,
      sections: {
        b: module('b', [[7, 1, route('/app/docs/1.0.0/b/x/')], [7, 2, route('/app/docs/1.0.0/b/y/')]]),
        'é': module('é', [[7, 4, route('/app/docs/1.0.0/é/')]]),
      },
    });
    return {docs, imported, sections};
  };

  it('puts a section’s routes back at the positions they had', async () => {
    const {docs, sections} = setup();
    await sections.loadRouteSection('/app/docs/1.0.0/b/x/');
    expect(docs.map(({path}) => path)).toEqual(['/app/docs/1.0.0/a/', '/app/docs/1.0.0/b/x/', '/app/docs/1.0.0/b/y/', '/app/docs/1.0.0/d/']);
  });

  it('loads a section once however often it is asked for, and finds it by its encoded address', async () => {
    const {docs, imported, sections} = setup();
    await Promise.all([sections.loadRouteSection('/app/docs/1.0.0/%C3%A9/'), sections.loadRouteSection('/app/docs/1.0.0/é/')]);
    await sections.loadRouteSection('/app/docs/1.0.0/B/y/');
    await sections.loadRouteSection('/app/docs/1.0.0/b/');
    expect(imported).toEqual(['é', 'b']);
    expect(docs.map(({path}) => path).at(-1)).toBe('/app/docs/1.0.0/é/');
  });

  it('resolves at once for an address with no section, a malformed one included', async () => {
    const {docs, imported, sections} = setup();
    await sections.loadRouteSection('/app/docs/1.0.0/nowhere/');
    await sections.loadRouteSection('/elsewhere/');
    await sections.loadRouteSection('/app/docs/1.0.0/%E0%A4%A/');
    expect(imported).toEqual([]);
    expect(docs).toHaveLength(2);
  });

  it('loads every section for the not-found page', async () => {
    const {docs, sections} = setup();
    await sections.loadAllRouteSections();
    expect(docs).toHaveLength(5);
  });

  it('tries a section again after its load failed', async () => {
    let attempts = 0;
    const sections = createRouteSections({
      lists: {0: []},
      positions: {0: []},
      baseUrl: BASE,
      sections: {b: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({default: []}))},
    });
    await expect(sections.loadRouteSection('/app/docs/1.0.0/b/')).rejects.toThrow('offline');
    await sections.loadRouteSection('/app/docs/1.0.0/b/');
    expect(attempts).toBe(2);
  });
});

describe('loading parts in the browser', () => {
  const route = (path: string) => ({path});
  /** The docs root's list, which kept its last route (position 2), and an index of one chunk. */
  const setup = (buckets = 1) => {
    const versions = [route('/app/docs/1.0.0/api/')];
    const overview: {path: string}[] = [];
    const imported: string[] = [];
    const module = (name: string, moved: unknown[]) => () => {
      imported.push(name);
      return Promise.resolve({default: moved});
    };
    const entries: Record<string, string> = {'api/create-dataset': 'datasets', 'api/get-draft': 'drafts', api: ''};
    const parts = {datasets: module('datasets', [[1, 0, route('/app/docs/1.0.0/api/:page(create-dataset)/')]]), drafts: module('drafts', [[1, 1, route('/app/docs/1.0.0/api/:page(get-draft)/')]])};
    const indexes = Array.from({length: buckets}, (_, bucket) => () => {
      imported.push(`index-${bucket}`);
      const own = Object.fromEntries(Object.entries(entries).filter(([key]) => routeIndexBucket(key, buckets) === bucket));
      return Promise.resolve({default: own, parts});
    });
    const sections = createRouteSections({
      lists: {1: versions, 2: overview},
      positions: {1: [2], 2: []},
      baseUrl: BASE,
      sections: {api: module('api', [[2, 0, route('/app/docs/1.0.0/api/')]])},
      indexes: {api: indexes},
    });
    return {versions, overview, imported, sections};
  };

  it('reads the address’s index chunk, then loads its part only', async () => {
    const {versions, overview, imported, sections} = setup();
    await sections.loadRouteSection('/app/docs/1.0.0/api/create-dataset/');
    expect(imported).toEqual(['index-0', 'datasets']);
    expect(versions.map(({path}) => path)).toEqual(['/app/docs/1.0.0/api/:page(create-dataset)/', '/app/docs/1.0.0/api/']);
    expect(overview).toEqual([]);
  });

  it('loads the section’s own module for its own pages, and each module and index chunk once', async () => {
    const {overview, imported, sections} = setup();
    await Promise.all([sections.loadRouteSection('/app/docs/1.0.0/api/'), sections.loadRouteSection('/app/docs/1.0.0/API/Create-Dataset')]);
    await sections.loadRouteSection('/app/docs/1.0.0/api/create-dataset/');
    expect(imported).toEqual(['index-0', 'api', 'datasets']);
    expect(overview).toEqual([route('/app/docs/1.0.0/api/')]);
  });

  it('loads nothing more for an address its index does not know', async () => {
    const {versions, imported, sections} = setup();
    await sections.loadRouteSection('/app/docs/1.0.0/api/no-such-page/');
    await sections.loadRouteSection('/app/docs/1.0.0/api/__proto__/');
    expect(imported).toEqual(['index-0']);
    expect(versions).toHaveLength(1);
  });

  it('picks the index chunk by the same hash as the build', async () => {
    const {imported, sections} = setup(3);
    await sections.loadRouteSection('/app/docs/1.0.0/api/get-draft/');
    expect(imported).toEqual([`index-${routeIndexBucket('api/get-draft', 3)}`, 'drafts']);
  });

  it('loads every part of every index chunk for the not-found page', async () => {
    const {versions, overview, sections} = setup(2);
    await sections.loadAllRouteSections();
    expect(versions.map(({path}) => path)).toEqual(['/app/docs/1.0.0/api/:page(create-dataset)/', '/app/docs/1.0.0/api/:page(get-draft)/', '/app/docs/1.0.0/api/']);
    expect(overview).toHaveLength(1);
  });

  it('knows an address by its path under the base URL, whatever its case and slashes', () => {
    expect(routeKey('/app/docs/1.0.0/API/Create-Dataset/', BASE)).toBe('api/create-dataset');
    expect(routeKey('/app/docs/1.0.0/api', BASE)).toBe('api');
    expect(routeKey('/app/docs/1.0.0/', BASE)).toBe('');
    expect(routeKey('/elsewhere/', BASE)).toBeNull();
    expect(routeIndexBucket('api/create-dataset', 1)).toBe(0);
    expect(routeIndexBucket('api/create-dataset', 7)).toBe(routeIndexBucket('api/create-dataset', 7));
  });
});

describe('the plugin', () => {
  it("replaces Docusaurus's client preload and nothing else called preload", () => {
    expect(isCorePreloadRequest('./preload', '/site/node_modules/@docusaurus/core/lib/client')).toBe(true);
    expect(isCorePreloadRequest('./preload', '/site/src/components')).toBe(false);
    expect(isCorePreloadRequest('./preloadHelper', '/site/node_modules/@docusaurus/core/lib/client')).toBe(false);
  });
  it('applies to the three generated route files', () => {
    expect(routeTableFiles('/site/.docusaurus')).toEqual(['/site/.docusaurus/routes.js', '/site/.docusaurus/routesChunkNames.json', '/site/.docusaurus/registry.js']);
  });
});
