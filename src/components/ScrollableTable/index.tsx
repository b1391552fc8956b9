// Markdown tables: a table wider than the text column scrolls sideways inside its own box (Infima's
// table layout), and while it does, it takes keyboard focus so readers without a mouse can scroll it
// with the arrow keys (axe: scrollable-region-focusable). Tables that fit add no tab stop.
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/** Whether an element's content is wider than its box, so it scrolls sideways. */
export function scrollsSideways(element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth'>): boolean {
  // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
  return element.scrollWidth > element.clientWidth + 1;
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const table = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = table.current;
    if (!element) return undefined;
    const measure = () => setScrolls(scrollsSideways(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <table ref={table} {...props} tabIndex={scrolls ? 0 : props.tabIndex} />;
}
