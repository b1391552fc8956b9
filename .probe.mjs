import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium.mjs';
import {readFileSync, existsSync} from 'node:fs';
import {gzipSync, brotliCompressSync} from 'node:zlib';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  const urls = new Set();
  page.on('request', (r) => { if (r.resourceType() === 'script') urls.add(new URL(r.url()).pathname); });
  await page.goto('http://127.0.0.1:4390/app/docs/1.0.0/' + p);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  let tb = 0, tg = 0; const rows = [];
  for (const u of urls) { const f = 'build/' + u.replace('/app/docs/1.0.0/', ''); if (!existsSync(f)) continue; const buf = readFileSync(f); const b = existsSync(f + '.br') ? readFileSync(f + '.br').length : brotliCompressSync(buf).length; const g = gzipSync(buf, {level: 9}).length; tb += b; tg += g; rows.push([b, g, u.split('/').pop()]); }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(p, 'br', (tb / 1024).toFixed(1), 'gz', (tg / 1024).toFixed(1)); for (const r of rows) console.log('  ', (r[0] / 1024).toFixed(1), (r[1] / 1024).toFixed(1), r[2]);
  await page.close();
}
await browser.close();
