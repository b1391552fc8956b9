// Replaces the theme's TabItem so each panel is labelled by its tab (see ../Tabs for why the pair is
// replaced rather than wrapped). Every panel is in the HTML, the hidden ones with `hidden`, as in stock
// Docusaurus; in the browser a panel the reader has not shown yet keeps the server's markup without
// hydrating it (./TabPanel).
import type {ReactNode} from 'react';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {useLeftOut} from '@site/src/components/leftOut';
import {panelId, tabId, useTabsIdPrefix} from '../Tabs/tabIds';
import TabPanel from './TabPanel';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue} = useTabs();
  const idPrefix = useTabsIdPrefix();
  const hydrateHidden = useLeftOut('kept-tab-panels');
  return (
    <TabPanel
      id={panelId(idPrefix, value)}
      labelledBy={tabId(idPrefix, value)}
      selected={value === selectedValue}
      keepUnshown={!hydrateHidden}
      className={className}>
      {children}
    </TabPanel>
  );
}
