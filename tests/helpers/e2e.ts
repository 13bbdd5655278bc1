/**
 * The browser-test setup every e2e file shares: the SPA of this checkout built, a seeded
 * server, Chromium, and pages that record uncaught errors.
 */
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CONSENT_KEY, CONSENT_VERSION } from '../../src/lib/consent.ts';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { launchBrowser } from './browser.ts';
import { startTestServer, type TestServer } from './server.ts';

export interface E2E {
  t: TestServer;
  /** Its contexts (and pages) start as a returning visitor who chose necessary cookies only. */
  browser: Browser;
  /** A context with nothing stored: a first visit, with the cookie banner. */
  firstVisit(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A new page; `errors` collects uncaught exceptions in it. A public page is returned hydrated:
   * a click on a button that needs the app, made before, would be lost and the test would flake.
   */
  open(path: string, options?: { viewport?: { width: number; height: number } }): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** `env`: extra environment for the server (e.g. SMTP_ALLOW_PRIVATE_HOSTS for a loopback SMTP catcher). */
export async function startE2E(options: { env?: Record<string, string> } = {}): Promise<E2E> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
  const t = await startTestServer({ seed: true, ...(options.env ? { env: options.env } : {}) });
  const browser = await launchBrowser();
  // Most tests are about something else than the cookie banner: their visitor already chose.
  const plainContext = browser.newContext.bind(browser);
  const chosen = JSON.stringify({ analytics: false, marketing: false, at: '2026-01-01T00:00:00.000Z', version: CONSENT_VERSION });
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await plainContext(options);
    await context.addInitScript(([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    }, [CONSENT_KEY, chosen] as const);
    return context;
  };
  return {
    t,
    browser,
    firstVisit: (options) => plainContext(options),
    async open(p, options = {}) {
      const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(t.url + p);
      if (!p.startsWith('/admin')) await waitForHydration(page);
      return { page, errors };
    },
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/**
 * Waits until a server-rendered public page is hydrated: its JavaScript starts after the first
 * paint (src/boot.ts), so a button pressed before does nothing (links work without it). The
 * page marks <html data-hydrated> once all its islands are (src/public/islands/client.tsx), or,
 * in the whole React app, once its own content is live (routes/RoutePage.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * After a drag handle picked an item up with the keyboard (its announcement is there): dnd-kit's
 * keyboard sensor starts listening for the next keys in a timer queued at the pick-up, so a timer
 * queued now runs after it. Without this, a key pressed at once on a loaded machine is lost.
 */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => setTimeout(done)));
}

/** Signs the first staff account in through the real login page. */
export async function signInAdmin(page: Page, url: string): Promise<void> {
  const { STAFF_EMAIL, STAFF_PASSWORD } = await import('./server.ts');
  await page.goto(`${url}/admin/login`);
  await page.locator('input[name="email"]').fill(STAFF_EMAIL);
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
}

/** A new page signed in as the first staff account, then on `path`. */
export async function signedInPage(e: E2E, path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await e.open('/admin/login');
  await signInAdmin(opened.page, e.t.url);
  await opened.page.goto(e.t.url + path);
  return opened;
}
