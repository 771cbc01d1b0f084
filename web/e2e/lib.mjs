// Shared by the end-to-end specs: Debian's Chromium driven by playwright-core (no browser
// download), against a real albion-server whose base URL is the first argument
// (server/tests/web.rs starts the server and runs each spec with node).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = dirname(fileURLToPath(import.meta.url));
// Screenshots go to e2e/out/screenshots (ignored by git). The ones shown in the README are
// copies of some of them (ALBION_SCREENSHOTS_DIR, an absolute path, saves them elsewhere).
export const screenshots = process.env.ALBION_SCREENSHOTS_DIR ?? join(here, 'out', 'screenshots');
export const base = process.argv[2] ?? process.env.ALBION_BASE_URL ?? 'http://127.0.0.1:8080';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A browser context (one person) whose WebSocket frames are recorded, so a spec can check what
 * reached this person's page and not only what the page shows.
 */
export async function person(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const frames = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, frames, errors };
}

export function shot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  return page.screenshot({ path: join(screenshots, `${name}.png`) });
}

export function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
}

/** Runs a spec's main and exits non-zero with the error if it throws. */
export function run(main) {
  const started = Date.now();
  main()
    .then(() => {
      console.log(`ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      process.exit(0);
    })
    .catch((e) => {
      console.error(e?.stack ?? String(e));
      process.exit(1);
    });
}

/** Waits until the page's live Camelot game shows ply `ply`. */
export async function waitPly(page, ply, timeout = 10_000) {
  await page.locator(`section#game .cm-game[data-ply="${ply}"]`).waitFor({ timeout });
}

/** Plays a Camelot move by clicking its squares (and "Play" when the route could go on). */
export async function clickMove(page, move) {
  for (const sq of move.split(/[-x]/)) await page.locator(`section#game [data-square="${sq}"]`).click();
  const play = page.getByRole('button', { name: `Play ${move}`, exact: true });
  if (await play.isVisible()) await play.click();
}

/** Says "ready" in the lobby (if not said already) and waits until the page shows it. */
export async function ready(page, timeout = 10_000) {
  const button = page.getByRole('button', { name: 'Ready' });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.locator('button[aria-pressed="true"]', { hasText: 'Ready' }).waitFor({ timeout });
}
