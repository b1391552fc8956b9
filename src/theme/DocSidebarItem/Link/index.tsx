// Wrapped: a link that stands for the items of another group of the sidebar (src/plugins/docs-groups)
// renders those items once its category is opened (src/components/LazySidebarGroup).
import React, {type ComponentProps, type ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import LazySidebarGroup, {lazyGroupOf} from '@site/src/components/LazySidebarGroup';

export default function DocSidebarItemLinkWrapper(props: ComponentProps<typeof DocSidebarItemLink>): ReactNode {
  const group = lazyGroupOf(props.item);
  return group ? <LazySidebarGroup {...props} group={group} /> : <DocSidebarItemLink {...props} />;
}
