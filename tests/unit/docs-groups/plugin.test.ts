// What src/plugins/docs-groups adds to a docs instance: global data with only the docs the navbar
// links, and the loaders of its sidebar's groups.
import {describe, expect, it} from 'vitest';
import {groupLoadersCode, navbarDocIds, withDocList} from '../../../src/plugins/docs-groups';

const data = {
  path: '/app/docs/1.0.0',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: '1.0.0',
      isLast: true,
      path: '/app/docs/1.0.0',
      mainDocId: 'index',
      docs: [
        {id: 'index', path: '/app/docs/1.0.0/', sidebar: 'tutorialSidebar'},
        {id: 'items/drafts', path: '/app/docs/1.0.0/items/drafts/', sidebar: 'tutorialSidebar'},
      ],
      draftIds: [],
      sidebars: {tutorialSidebar: {link: {path: '/app/docs/1.0.0/', label: 'index'}}},
    },
  ],
};

describe('withDocList', () => {
  it('keeps only the listed docs of each version, and everything else as it was', () => {
    const {versions, ...rest} = data;
    const {docs, ...version} = versions[0];
    expect(withDocList(data, new Set(['index']))).toEqual({...rest, versions: [{...version, docs: [docs[0]]}]});
    expect(withDocList(data, new Set())).toEqual({...rest, versions: [{...version, docs: []}]});
    expect(data.versions[0].docs).toHaveLength(2);
  });

  it('leaves data without versions as it is', () => {
    expect(withDocList({path: '/api'}, new Set())).toEqual({path: '/api'});
    expect(withDocList(null, new Set())).toBeNull();
  });
});

describe('navbarDocIds', () => {
  it('finds the doc items of an instance, in dropdowns too, the default instance when an item names none', () => {
    const items = [
      {type: 'doc', docId: 'index', label: 'Documentation'},
      {type: 'doc', docId: 'overview', docsPluginId: 'api'},
      {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'guide/index'}, {to: '/recipes/'}]},
      {type: 'docSidebar', sidebarId: 'tutorialSidebar'},
    ];
    expect([...navbarDocIds(items, 'default')]).toEqual(['index', 'guide/index']);
    expect([...navbarDocIds(items, 'api')]).toEqual(['overview']);
    expect([...navbarDocIds(undefined, 'default')]).toEqual([]);
  });
});

describe('groupLoadersCode', () => {
  it('writes a function per group that imports its items file as a chunk named after the instance, version and group', () => {
    const code = groupLoadersCode('default', 'current', [{name: 'items', items: []}, {name: 'versions-and-changes', items: []}]);
    expect(code).toContain(`"items": () => import(/* webpackChunkName: "sidebar-default-current-items" */ "./sidebar-group-current-items.json"),`);
    expect(code).toContain(`"versions-and-changes": () => import(/* webpackChunkName: "sidebar-default-current-versions-and-changes" */ "./sidebar-group-current-versions-and-changes.json"),`);
    expect(code).toMatch(/^\/\/ .*\nexport default \{\n/);
  });
});
