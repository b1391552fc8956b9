// The route table by section (src/plugins/js-chunks/routeSections.mjs and routeSection.mjs): what
// main.js keeps of Docusaurus's route table, chunk names and registry, what each section's module
// holds, and how the browser puts a section's routes back where Docusaurus had them.
import {describe, expect, it} from 'vitest';
import {
  planRouteSections,
  readRegistry,
  readRouteTable,
  sectionChunkName,
  sectionModule,
  splitRouteTable,
  tableModule,
} from '../../../src/plugins/js-chunks/routeSections.mjs';
import {createRouteSections, routeSection} from '../../../src/plugins/js-chunks/routeSection.mjs';
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
    expect(code).toContain('[2, 1, {path: "/app/docs/1.0.0/egress/export-api/", component: ComponentCreator("/app/docs/1.0.0/egress/export-api/", "b02"), exact: true, "sidebar": "tutorialSidebar"}]');
    expect(() => sectionModule(split, 'nowhere', CHUNK_NAMES, registry)).toThrow(/no route section "nowhere"/);
  });

  it('loads each section from main.js under a chunk name of its own', () => {
    const code = tableModule(plan().split, './routes.js');
    expect(code).toContain('"egress": () => import(/* webpackChunkName: "routes-egress" */ "./routes.js?section=egress")');
    expect(code).not.toContain('routes-root');
    expect(code).toContain('routes: list(2, [{path: "/app/docs/1.0.0/", component: ComponentCreator("/app/docs/1.0.0/", "a01"), exact: true');
    expect(code).not.toContain('export-api');
    expect(sectionChunkName('versions&changes')).toBe('routes-versions_changes');
  });

  it('reads every registry entry Docusaurus writes, the last one on the closing line included', () => {
    expect([...readRegistry(REGISTRY).keys()]).toHaveLength(10);
    const withoutLast = withoutEntries(REGISTRY, new Set([...readRegistry(REGISTRY).keys()].filter((key) => key !== 'version0')));
    expect(withoutLast.endsWith('require.resolveWeak("@site/src/pages/search.tsx")],\n};\n')).toBe(true);
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
