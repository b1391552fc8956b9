// How browser tests and scripts launch Chromium: Debian's build (Playwright cannot download its
// own here), headless, with background services off so timings and network logs stay quiet.
// Read by playwright.config.ts and by standalone scripts such as scripts/bench-search.mjs.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
