// Wrapped: hands the sidebar the loaders of its version's groups, the route module
// src/plugins/docs-groups adds to every version route it cuts (src/components/LazySidebarGroup).
import React, {type ComponentProps, type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import {registerSidebarGroups, type GroupLoaders} from '@site/src/components/LazySidebarGroup';
import {SIDEBAR_GROUPS_MODULE} from '@site/src/plugins/docs-groups/files';

type Props = ComponentProps<typeof DocVersionRoot> & {[SIDEBAR_GROUPS_MODULE]?: GroupLoaders};

export default function DocVersionRootWrapper(props: Props): ReactNode {
  registerSidebarGroups(props.version.pluginId, props.version.version, props[SIDEBAR_GROUPS_MODULE]);
  return <DocVersionRoot {...props} />;
}
