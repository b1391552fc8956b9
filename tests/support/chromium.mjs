// How browser tests and scripts launch Chromium: Debian's build (Playwright cannot download its
// own here), headless, with background services off so timings and network logs stay quiet.
// Shared by playwright.config.ts, scripts/bench-search.mjs and the Lighthouse runs of
// `npm run bench`, so all of them measure the same browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS};
