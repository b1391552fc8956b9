// The Chromium every browser tool of this project drives (Debian's, since Playwright cannot
// download browsers here) and the flags it runs with: shared by the Playwright config and the
// Lighthouse runs of `npm run bench`, so both measure the same browser.
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
