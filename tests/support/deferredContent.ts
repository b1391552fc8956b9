// Runs of blocks a long page leaves out of its HTML and renders after load (src/plugins/deferred-content).
// Specs that test what hydration does with the server's markup look only at the blocks the HTML holds.
import type {APIRequestContext, Page} from '@playwright/test';
import {findUnits} from '../../src/plugins/deferred-content/strip';
import {DEFERRED_CONTENT_SHOWN} from '../../src/components/DeferrableBlocks/events';
import {hydrated} from './page-checks';

/** The names of the runs the page at `path` leaves out of its HTML as served: those whose element is empty there but for the note. */
export async function leftOutRuns(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return findUnits(html)
    .filter((unit) => /^(<noscript>.*<\/noscript>)?$/s.test(html.slice(unit.start, unit.end)))
    .map((unit) => unit.unit);
}

/** `selector`, narrowed to elements outside the runs `leftOut` names: the elements the page's HTML holds. */
export function inServerHtml(selector: string, leftOut: readonly string[]): string {
  if (leftOut.length === 0) return selector;
  const runs = leftOut.map((unit) => `[data-deferrable="${unit}"]`).join(', ');
  return `${selector}:not(:is(${runs}) *)`;
}

/** Resolves once the page has hydrated and every run it left out of its HTML has rendered. */
export async function deferredContentShown(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(
    (event) =>
      new Promise<void>((resolve) => {
        if (!document.querySelector('[data-deferrable]:empty, [data-deferrable] > noscript')) resolve();
        else document.addEventListener(event, () => resolve(), {once: true});
      }),
    DEFERRED_CONTENT_SHOWN,
  );
}
