// Text for screen readers only: read out, not shown. The one place the site defines that style.
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** For an element that is visible in some states and read-only in others (a live region). */
export const visuallyHiddenClassName = styles.visuallyHidden;

export default function VisuallyHidden({as: Element = 'span', children}: {as?: 'span' | 'p'; children: ReactNode}): ReactNode {
  return <Element className={styles.visuallyHidden}>{children}</Element>;
}
