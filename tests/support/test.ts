// The Playwright `test` every browser spec uses. It watches every page of the test's browser context
// and fails the test at its end on
// - a Content-Security-Policy violation (only the `nginx` project sends a policy), always;
// - a console error or an uncaught exception, unless the test declared it expected with
//   `browserLog.expectErrors(pattern)` (a test that makes a request fail on purpose, say).
// Tests that look at the console themselves read `browserLog.errors` and `browserLog.warnings`.
import {test as base, expect, type TestInfo} from '@playwright/test';

export {expect};
export type {BrowserContext, Locator, Page, Route, Request, APIRequestContext, TestInfo} from '@playwright/test';

/** Prefix of the console error our listener logs, so a spec's own console checks see it too. */
export const CSP_VIOLATION_PREFIX = 'Content-Security-Policy violation:';

export type BrowserLog = {
  /** Console errors and uncaught exceptions (`pageerror: …`), in order, expected ones included. */
  readonly errors: string[];
  /** Console warnings, in order. */
  readonly warnings: string[];
  /** Content-Security-Policy violations, as Chromium and the `securitypolicyviolation` event report them. */
  readonly cspViolations: string[];
  /**
   * Errors matching `pattern` are part of what the test checks and do not fail it. The returned
   * function ends that: errors logged after it is called fail the test again, so a test whose steps
   * provoke different errors expects each only during its own step.
   */
  expectErrors(pattern: RegExp): () => void;
};

const isCspReport = (text: string) => text.includes('Content Security Policy') || text.startsWith(CSP_VIOLATION_PREFIX);

/**
 * The browser's own request for /favicon.ico at the host root, made for documents that declare no
 * icon (a Markdown copy shown as text, the fake login gateway). The site's pages declare theirs.
 */
const isRootFaviconProbe = (url: string) => {
  try {
    return new URL(url).pathname === '/favicon.ico';
  } catch {
    return false;
  }
};

/** Creates the log and attaches its listeners to a context; `unexpected` lists what fails the test. */
export function watchContext(context: import('@playwright/test').BrowserContext) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const cspViolations: string[] = [];
  // Each expectation covers the errors logged before `until` (the count of errors when it ended).
  const expected: {pattern: RegExp; until: number}[] = [];
  // Documents answered with an error status (the not-found page is served with 404): Chromium logs
  // the status of the page itself, which is the page working as meant, not an error on it.
  const errorDocuments = new Set<string>();
  context.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.status() >= 400) errorDocuments.add(response.url());
  });
  context.on('console', (message) => {
    const text = message.text();
    const source = message.location().url;
    if (isCspReport(text)) cspViolations.push(text);
    else if (message.type() === 'error' && !isRootFaviconProbe(source) && !(errorDocuments.has(source) && text.startsWith('Failed to load resource'))) errors.push(text);
    else if (message.type() === 'warning') warnings.push(text);
  });
  context.on('weberror', (webError) => errors.push(`pageerror: ${webError.error().message}`));
  const log: BrowserLog = {
    errors,
    warnings,
    cspViolations,
    expectErrors: (pattern) => {
      const expectation = {pattern, until: Infinity};
      expected.push(expectation);
      return () => void (expectation.until = errors.length);
    },
  };
  const unexpected = () => errors.filter((text, index) => !expected.some(({pattern, until}) => index < until && pattern.test(text)));
  /** Empties the log, for a context that outlives one test. */
  const clear = () => {
    for (const list of [errors, warnings, cspViolations, expected]) list.length = 0;
  };
  return {log, unexpected, clear};
}

/** Reports what Chromium may not log itself, from before any of the page's scripts run. */
export async function reportCspViolations(context: import('@playwright/test').BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  }, CSP_VIOLATION_PREFIX);
}

/** At a test's end, unless it already failed (its own error tells more): no CSP violation, no unexpected error. */
export function expectCleanLog(log: BrowserLog, unexpected: () => string[], testInfo: TestInfo): void {
  if (testInfo.status !== testInfo.expectedStatus) return;
  expect(log.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  expect(unexpected(), 'console errors and uncaught exceptions').toEqual([]);
}

export const test = base.extend<{browserLog: BrowserLog}>({
  // The fixture callback is named `runTest`, not Playwright's usual `use`, which the React hooks lint rule mistakes for a hook.
  browserLog: [
    async ({context}, runTest, testInfo) => {
      const {log, unexpected} = watchContext(context);
      await reportCspViolations(context);
      await runTest(log);
      expectCleanLog(log, unexpected, testInfo);
    },
    {auto: true},
  ],
});
