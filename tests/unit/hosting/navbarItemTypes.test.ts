// src/plugins/navbar-item-types: the browser gets the navbar item types the config uses, at any
// depth, as the theme resolves them, plus the site's custom types; an unknown type is left for the
// theme to report.
import {describe, expect, it} from 'vitest';
import {BUILT_IN_TYPES, registrySource, typesUsed} from '../../../src/plugins/navbar-item-types';

describe('typesUsed', () => {
  it('resolves items as the theme does: no type is a link, or a dropdown when the item has items', () => {
    expect([...typesUsed([{to: '/'}, {type: 'default', label: 'More', items: []}, {type: 'doc', docId: 'index'}])].sort()).toEqual(['default', 'doc', 'dropdown']);
  });

  it("counts a dropdown's own items, and always includes the plain link the dropdowns render entries with", () => {
    expect([...typesUsed([{type: 'localeDropdown'}, {label: 'Docs', items: [{type: 'docSidebar', sidebarId: 'main'}, {type: 'html', value: '<b>x</b>'}]}])].sort()).toEqual([
      'default',
      'docSidebar',
      'dropdown',
      'html',
      'localeDropdown',
    ]);
    expect([...typesUsed([])]).toEqual(['default']);
  });

  it('ignores entries that are not items', () => {
    expect([...typesUsed([null, 'link', 3, {type: 'search'}])].sort()).toEqual(['default', 'search']);
  });
});

describe('registrySource', () => {
  it("imports only the used types, Docusaurus's and the site's custom ones, keyed by their names", () => {
    const source = registrySource(new Set(['default', 'doc', 'custom-workspace']), {'custom-workspace': '@site/src/components/Workspace/NavbarItem'});
    expect(source).toContain('import type0 from "@site/src/components/Workspace/NavbarItem";');
    expect(source).toContain(`"default": type1,`);
    expect(source).toContain(`import type2 from "${BUILT_IN_TYPES.doc}";`);
    expect(source).not.toContain('Dropdown');
    expect(source.match(/^import /gm)).toHaveLength(3);
  });

  it('leaves out a type neither Docusaurus nor the site defines, so the theme reports it when it renders', () => {
    const source = registrySource(new Set(['default', 'custom-unknown', 'toString']));
    expect(source).not.toContain('custom-unknown');
    expect(source).not.toContain('toString');
    expect(source.match(/^import /gm)).toHaveLength(1);
  });

  it('gives every one of the nine Docusaurus types when the config uses them all', () => {
    const source = registrySource(new Set(Object.keys(BUILT_IN_TYPES)));
    for (const module of Object.values(BUILT_IN_TYPES)) expect(source).toContain(JSON.stringify(module));
  });
});
