// The Playwright `test` for browser specs that may run behind the production nginx configuration:
// any Content-Security-Policy violation on a page fails the test, whether or not the test itself
// looks at the console. Without a policy (the plain static server) it changes nothing.
import {test as base, expect} from '@playwright/test';

export {expect};
export type {Page} from '@playwright/test';

/** Prefix of the console error our listener logs, so a spec's own console checks see it too. */
export const CSP_VIOLATION_PREFIX = 'Content-Security-Policy violation:';

export const test = base.extend({
  // The fixture callback is named `runTest`, not Playwright's usual `use`, which the React hooks lint rule mistakes for a hook.
  page: async ({page}, runTest) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // Chromium's own report ("Refused to … because it violates the following Content Security
      // Policy directive") and the event below, which also covers reports Chromium does not log.
      if (text.includes('Content Security Policy') || text.startsWith(CSP_VIOLATION_PREFIX)) violations.push(text);
    });
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
      });
    }, CSP_VIOLATION_PREFIX);
    await runTest(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
