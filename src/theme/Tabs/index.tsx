// Replaces the theme's Tabs (wrapping cannot do it): the original remounts every tab group right
// after hydration, which re-created every code block of code-heavy pages and was most of their
// blocking time. Here nothing remounts, every panel is in the HTML whatever `lazy` says (the page is
// whole without JavaScript), hidden panels wait as the server's markup until first shown
// (../TabItem/TabPanel), and tabs and panels are tied together for assistive tech.
import {useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {nextTabIndex} from './keyboard';
import {panelId, tabId, TabsIdContext} from './tabIds';
import styles from './styles.module.css';

function TabList({className, idPrefix}: {className?: string; idPrefix: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (index: number) => {
    const tab = tabRefs.current[index];
    const {value} = tabValues[index];
    if (tab && value !== selectedValue) {
      // Other groups with the same groupId change height too; keep this tab where the reader sees it.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const target = nextTabIndex(event.key, index, tabValues.length);
    if (target !== null) {
      event.preventDefault();
      tabRefs.current[target]?.focus();
    }
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={tabId(idPrefix, value)}
            aria-controls={panelId(idPrefix, value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => select(index)}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  // useId gives the same value on the server and in the browser, so hydration matches.
  const idPrefix = `tabs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <TabsProvider value={value}>
      <TabsIdContext value={idPrefix}>
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)}>
          <TabList className={props.className} idPrefix={idPrefix} />
          <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
        </div>
      </TabsIdContext>
    </TabsProvider>
  );
}
