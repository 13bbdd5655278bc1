import path from 'node:path';
import { launchBrowser } from '/work/main/tests/helpers/browser.ts';
import { startTestServer } from '/work/main/tests/helpers/server.ts';
const t = await startTestServer({ seed: true });
const b = await launchBrowser();
const routes = (process.env.ROUTES ?? '/').split(',');
for (const r of routes) {
  for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'mob']] as const) {
    const p = await b.newPage({ viewport: { width: w, height: h } });
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await p.goto(t.url + r);
    await p.waitForTimeout(1500);
    const name = `/tmp/shot-${r.replace(/\W+/g, '_')}-${tag}.png`;
    await p.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name, errors.join(' | '));
    await p.close();
  }
}
await b.close(); await t.close();
