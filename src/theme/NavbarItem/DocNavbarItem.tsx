// Replaced: the theme's doc link, active on the doc it links and on every doc of that doc's sidebar,
// as the theme's is. The theme finds the doc the reader is on in the docs plugin's global data,
// which no longer lists every doc (src/plugins/docs-groups); this finds it in the route table
// (src/components/useActiveDocRoute.ts). The linked doc itself is still in the global data.
import React, {type ReactNode} from 'react';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';
import {useActiveDocRoute} from '@site/src/components/useActiveDocRoute';

export default function DocNavbarItem({docId, label, docsPluginId, ...props}: Props): ReactNode {
  const activeDoc = useActiveDocRoute(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted docs are left out of the navbar, as the theme leaves them out.
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  return <DefaultNavbarItem exact {...props} isActive={() => pageActive || (!!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar)} label={label ?? doc.id} to={doc.path} />;
}
