import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic']});
const page = await browser.newPage({viewport: {width: 1366, height: 900}});
const [slug, y, out] = process.argv.slice(2);
await page.goto(`http://127.0.0.1:4183/app/docs/1.0.0/api/${slug}/`);
await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
await page.screenshot({path: out});
await browser.close();
