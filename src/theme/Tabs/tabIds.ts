// Ids that tie each tab to its panel (aria-controls / aria-labelledby) within one <Tabs>.
import {createContext, useContext} from 'react';

export const TabsIdContext = createContext<string | null>(null);

/** An id fragment safe for any tab value ("200", "curl", "with space"). */
function idFragment(value: string): string {
  return encodeURIComponent(value).replace(/[^A-Za-z0-9_-]/g, '_');
}

export function tabId(prefix: string, value: string): string {
  return `${prefix}-tab-${idFragment(value)}`;
}

export function panelId(prefix: string, value: string): string {
  return `${prefix}-panel-${idFragment(value)}`;
}

/** The id prefix of the enclosing <Tabs>. */
export function useTabsIdPrefix(): string {
  const prefix = useContext(TabsIdContext);
  if (prefix === null) throw new Error('A <TabItem> must be inside <Tabs>.');
  return prefix;
}
