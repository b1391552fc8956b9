// Replaced: the theme's sidebar link, active on every doc of its sidebar, as the theme's is, with the
// doc the reader is on found in the route table rather than in the docs plugin's global data
// (src/components/useActiveDocRoute.ts, as DocNavbarItem).
import React, {type ReactNode} from 'react';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {useActiveDocRoute} from '@site/src/components/useActiveDocRoute';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDocRoute(docsPluginId);
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  return <DefaultNavbarItem exact {...props} isActive={() => activeDoc?.sidebar === sidebarId} label={label ?? sidebarLink.label} to={sidebarLink.path} />;
}
