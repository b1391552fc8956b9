// The check behind "no table or code block hides content": for one loaded page, every table and
// code block in the article either fits its box or scrolls inside it with an affordance a reader
// can see and reach: overflow set to scroll, a visible edge cue (the scroll-shadow backgrounds of
// src/css/layout.css) and a keyboard tab stop. Exported on its own so a page sweep can run it.
import type {Page} from '@playwright/test';

export type HiddenOverflow = {
  /** `table` or `pre`, and the first words of its text, to find it on the page. */
  element: string;
  scrollWidth: number;
  clientWidth: number;
  problem: string;
};

/** The content elements that can be wider than the text column. */
export const OVERFLOW_CANDIDATES = 'article .markdown table, article pre';

/** Tables and code blocks on `page` whose content is cut off without a visible, reachable way to scroll to it. */
export function findHiddenOverflow(page: Page): Promise<HiddenOverflow[]> {
  return page.evaluate((selector) => {
    const found: HiddenOverflow[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // Not displayed: another colour mode's copy, or inside a closed <details> (Chromium still lays
      // that out, but the reader sees it, and the table measures itself, only once it is opened).
      if (element.getClientRects().length === 0 || element.closest('details:not([open])')) continue;
      const style = getComputedStyle(element);
      const report = (problem: string) =>
        found.push({element: describe(element), scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, problem});

      const column = element.closest('.markdown') ?? element.closest('article');
      if (column) {
        const outer = element.getBoundingClientRect();
        const inner = column.getBoundingClientRect();
        if (outer.right > inner.right + 1) report(`sticks out of the text column by ${Math.round(outer.right - inner.right)} px`);
      }

      // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (!['auto', 'scroll'].includes(style.overflowX)) {
        report(`content is wider than the box and overflow-x is ${style.overflowX}`);
        continue;
      }
      if (!/gradient/.test(style.backgroundImage)) report('scrolls sideways with no edge cue (no scroll-shadow background)');
      if (element.tabIndex < 0) report('scrolls sideways but cannot be reached from the keyboard (no tabindex)');
    }
    return found;
  }, OVERFLOW_CANDIDATES);
}
