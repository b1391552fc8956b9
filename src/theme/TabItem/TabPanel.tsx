// One tab panel. The server renders every panel, the hidden ones with `hidden`, so the HTML holds
// all of a page's samples. In the browser, a panel the reader has not shown yet is an element whose
// markup React keeps as the server sent it: it neither hydrates nor renders its code blocks, which on
// a recipe are two of every three. The first time the panel is shown it renders for real (its code
// blocks then fetch the highlighter when they come near the screen, src/theme/CodeBlock/Content),
// and from then on it stays rendered, hidden or not.
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import styles from './styles.module.css';

/**
 * The inner HTML of a panel not shown yet: none of React's own. While hydrating, React leaves the
 * server's content of such an element as it is; the same object on every render, so React never
 * writes it into the element either.
 */
const SERVER_MARKUP = {__html: ''};

export type TabPanelProps = {
  id: string;
  labelledBy: string;
  selected: boolean;
  /** Keep a panel not shown yet as the server's markup (false hydrates every panel, as the theme does). */
  keepUnshown: boolean;
  className?: string;
  children: ReactNode;
};

export default function TabPanel({id, labelledBy, selected, keepUnshown, className, children}: TabPanelProps): ReactNode {
  const [shown, setShown] = useState(selected);
  if (selected && !shown) setShown(true);
  const panel = {role: 'tabpanel', id, 'aria-labelledby': labelledBy, hidden: !selected, className: clsx(styles.panel, className)};
  if (keepUnshown && !shown && ExecutionEnvironment.canUseDOM) {
    // The server's content differs from this element's empty inner HTML by design.
    return <div key="kept" {...panel} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  }
  return (
    <div key="rendered" {...panel}>
      {children}
    </div>
  );
}
