// The items of another group of the sidebar, loaded when the reader opens its category. A page's
// sidebar holds its own group's items only (src/plugins/docs-groups); each other group's category
// holds one link to its first page, which stands for the rest. The theme renders a category's items
// only once it is open, so this component mounts when the reader opens the category: it loads the
// group's items (one small file, once per page view) and renders them in the link's place. Until
// they arrive, or if they cannot be loaded, the link stays: the group is still one click away.
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {LAZY_GROUP_PROP, type LazyGroupRef} from '@site/src/plugins/docs-groups/files';

/** What a version route's loader module exports: a function per group that imports its items. */
export type GroupLoaders = Record<string, () => Promise<{default: PropSidebarItem[]}>>;

const loadersByVersion = new Map<string, GroupLoaders>();
const loaded = new Map<string, PropSidebarItem[]>();
const loading = new Map<string, Promise<PropSidebarItem[]>>();
const versionKey = (plugin: string, version: string) => `${plugin}\n${version}`;
const groupKey = (ref: LazyGroupRef) => `${versionKey(ref.plugin, ref.version)}\n${ref.group}`;

/** Makes a version's group loaders (its version route's module) known to the sidebar's lazy groups. */
export function registerSidebarGroups(plugin: string, version: string, loaders: GroupLoaders | undefined): void {
  if (loaders) loadersByVersion.set(versionKey(plugin, version), loaders);
}

/** The group a sidebar link stands for, if it stands for one. */
export function lazyGroupOf(item: PropSidebarItemLink): LazyGroupRef | undefined {
  const ref = item.customProps?.[LAZY_GROUP_PROP] as LazyGroupRef | undefined;
  return ref && typeof ref.group === 'string' ? ref : undefined;
}

/** Loads a group's items once; a failed load is tried again the next time the category opens. */
function loadGroup(ref: LazyGroupRef): Promise<PropSidebarItem[]> | undefined {
  const key = groupKey(ref);
  const load = loadersByVersion.get(versionKey(ref.plugin, ref.version))?.[ref.group];
  if (!load) return undefined;
  if (!loading.has(key)) {
    const promise = load().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return loading.get(key);
}

type LinkProps = ComponentProps<typeof DocSidebarItemLink>;

/** The items of the group `item` stands for, or `item` itself (a plain link) until they are loaded. */
export default function LazySidebarGroup({item, group, index, ...props}: LinkProps & {group: LazyGroupRef}): ReactNode {
  const [items, setItems] = useState(() => loaded.get(groupKey(group)));
  useEffect(() => {
    if (items) return undefined;
    let current = true;
    loadGroup(group)?.then(
      (groupItems) => current && setItems(groupItems),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [group, items]);
  if (items) return <DocSidebarItems items={items} {...props} />;
  const {customProps: _customProps, ...link} = item;
  return <DocSidebarItemLink item={link} index={index} {...props} />;
}
