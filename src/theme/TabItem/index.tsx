// Replaces the theme's TabItem so each panel is labelled by its tab (see ../Tabs for why the
// pair is replaced rather than wrapped). A panel that is not selected is not rendered when the
// group is lazy, which is the default here.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {panelId, tabId, useTabsIdPrefix} from '../Tabs/tabIds';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const idPrefix = useTabsIdPrefix();
  const selected = value === selectedValue;
  if (!selected && lazy) {
    return null;
  }
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={!selected}
      className={clsx(styles.panel, className)}>
      {children}
    </div>
  );
}
