// "Your turn" notifications: Ann and Bob play a correspondence Camelot game. Ann opens the
// Notifications panel (by keyboard), which shows only what the server offers, tries Web Push
// (the service worker registers; headless Chromium usually has no push service, and the page
// says so plainly), sets a webhook to a receiver this spec runs on 127.0.0.1 (the server runs
// with --notify-allow-private) and sees its signing secret; she asks to be told only when away
// and closes her browser. Bob moves: the receiver gets the POST, signed with that secret, saying
// it is Ann's turn against Bob. The panel fits a 375 px phone. The e-mail unsubscribe page does
// nothing on GET, and its button explains a key that no seat holds.
//
//   node e2e/notify.mjs http://127.0.0.1:8080   (the server started with --notify-allow-private)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { base, check, clickMove, launch, person, ready, run, shot, waitPly } from './lib.mjs';

const TIMEOUT = 10_000;

/** The WebSocket frames a page sends, parsed. */
function sentFrames(page) {
  const sent = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      try {
        sent.push(JSON.parse(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
      } catch {
        // Not JSON: not the client's.
      }
    });
  });
  return sent;
}

const parsed = (frames) =>
  frames.flatMap((f) => {
    try {
      return [JSON.parse(f)];
    } catch {
      return [];
    }
  });

/** The last `notify` the server sent this person. */
const lastNotify = (p) => parsed(p.frames).filter((m) => m.t === 'notify').at(-1) ?? null;

/** A webhook receiver on loopback: every request, with its exact body bytes. */
async function receiver() {
  const hits = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      hits.push({ method: req.method, url: req.url, headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { hits, port: server.address().port, close: () => new Promise((r) => server.close(r)) };
}

async function waitFor(test, ms, what) {
  const until = Date.now() + ms;
  for (;;) {
    const v = test();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function noHorizontalScroll(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  check(scroll <= client, `${what}: the page is ${scroll} px wide in a ${client} px window`);
}

run(async () => {
  const hook = await receiver();
  const browser = await launch();
  try {
    // The unsubscribe page: opening it changes nothing; its button explains a key nobody holds.
    const carol = await person(browser);
    const posts = [];
    carol.page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/unsubscribe') posts.push(r.method());
    });
    await carol.page.goto(`${base}/unsubscribe/NoSuchKey4242`);
    await carol.page.getByRole('heading', { name: 'Stop e-mails' }).waitFor({ timeout: TIMEOUT });
    check((await carol.page.title()) === 'Albion · Stop e-mails', `the title: ${await carol.page.title()}`);
    await carol.page.waitForTimeout(300);
    check(posts.length === 0, `opening the page sends nothing (${posts.join(', ')})`);
    await carol.page.getByRole('button', { name: 'Stop e-mails for this game' }).click();
    const gone = carol.page.getByTestId('unsubscribe-error');
    await gone.waitFor({ timeout: TIMEOUT });
    const goneText = (await gone.textContent()) ?? '';
    check(/does not work any more/.test(goneText) && /Nothing was changed/.test(goneText), `the 404's words: ${goneText}`);
    check(posts.length === 1 && posts[0] === 'POST', `one POST (${posts.join(', ')})`);
    check((await carol.page.getByRole('button', { name: 'Stop e-mails for this game' }).count()) === 0, 'no button to press again');
    await carol.context.close();

    // Ann (who lets the site show notifications) creates a correspondence game; Bob joins.
    const ann = await person(browser, { permissions: ['notifications'] });
    const bob = await person(browser);
    const annSent = sentFrames(ann.page);
    await ann.page.goto(base);
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByLabel('Game').selectOption('camelot');
    await ann.page.getByLabel('Clock').selectOption({ label: '2 days per move' });
    await ann.page.getByRole('button', { name: 'Create lobby' }).click();
    await ann.page.waitForURL(/\/l\/[2-9A-HJ-NP-Z]{12}$/, { timeout: TIMEOUT });
    const code = ann.page.url().split('/l/')[1];
    await ann.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    await bob.page.goto(`${base}/l/${code}`);
    // A spectator has no panel.
    await bob.page.locator('form.sit').waitFor({ timeout: TIMEOUT });
    check((await bob.page.getByTestId('notify-panel').count()) === 0, 'no Notifications panel before Bob sits');
    await bob.page.locator('form.sit').getByRole('textbox', { name: 'Your name' }).fill('Bob');
    await bob.page.getByRole('button', { name: 'Sit in seat 2' }).click();
    await bob.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    await bob.page.getByTestId('notify-panel').waitFor({ timeout: TIMEOUT });
    await ready(ann.page);
    await ready(bob.page);
    await ann.page.locator('button:enabled', { hasText: 'Start game' }).waitFor({ timeout: TIMEOUT });
    await ann.page.getByRole('button', { name: 'Start game' }).click();
    await waitPly(ann.page, 0);
    await waitPly(bob.page, 0);
    await clickMove(ann.page, 'E6-C8');
    await waitPly(ann.page, 1);
    await waitPly(bob.page, 1);

    // Ann's panel: closed, off, and nothing sent while she has done nothing.
    const panel = ann.page.getByTestId('notify-panel');
    await panel.waitFor({ timeout: TIMEOUT });
    const offer = lastNotify(ann)?.offer;
    check(offer && offer.webhook === true, `the server offers webhooks: ${JSON.stringify(lastNotify(ann))}`);
    check((await panel.getByTestId('notify-on').textContent()) === 'off', 'the panel says off');
    check(/^Off\./.test((await panel.getByTestId('notify-summary').textContent()) ?? ''), 'and says what it is for');
    check(!annSent.some((m) => m.t === 'notify'), 'nothing sent before Ann touches the panel');

    // Opened by keyboard.
    const disclosure = panel.getByRole('button', { name: /^Notifications/ });
    check((await disclosure.getAttribute('aria-expanded')) === 'false', 'the panel starts closed');
    await disclosure.focus();
    await ann.page.keyboard.press('Enter');
    check((await disclosure.getAttribute('aria-expanded')) === 'true', 'Enter opens the panel');
    // Only what the server offers: this one has no SMTP relay.
    check((await panel.getByTestId('notify-email').count()) === (offer.email ? 1 : 0), `the e-mail option follows the offer (${offer.email})`);
    check((await panel.getByTestId('notify-webhook').count()) === 1, 'the webhook option');
    check((await panel.getByRole('checkbox', { name: 'Remind me when a quarter of my time is left' }).count()) === 1, 'the reminder choice of a correspondence game');
    check(!annSent.some((m) => m.t === 'notify'), 'opening the panel sends nothing');

    // Web Push: the service worker registers; the subscription reaches the server, or the page
    // says plainly why not (headless Chromium has no push service).
    check((await panel.getByTestId('notify-push').count()) === (offer.push_key ? 1 : 0), `the push option follows the offer (${offer.push_key ?? 'none'})`);
    if (offer.push_key) {
      await panel.getByRole('checkbox', { name: /^Push notifications in this browser/ }).click();
      const error = panel.getByTestId('push-error');
      let outcome = null;
      for (const until = Date.now() + 40_000; !outcome && Date.now() < until; ) {
        if (annSent.some((m) => m.t === 'notify' && m.settings?.push)) outcome = 'sent';
        else if (await error.isVisible()) outcome = 'error';
        else await ann.page.waitForTimeout(100);
      }
      check(outcome, `no subscription sent and no message shown: ${await panel.textContent()}`);
      const scope = await ann.page.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? 'no worker'),
          new Promise((r) => setTimeout(() => r('not ready after 10 s'), 10_000)),
        ]),
      );
      check(scope === `${base}/sw.js`, `the service worker: ${scope}`);
      if (outcome === 'sent') {
        const sub = annSent.find((m) => m.t === 'notify' && m.settings?.push).settings.push;
        check(sub.endpoint.startsWith('https://') && sub.keys.p256dh && sub.keys.auth && !('expirationTime' in sub), `the subscription sent: ${JSON.stringify(sub)}`);
        console.log('push: the browser subscribed and the page sent it');
      } else {
        const text = (await panel.getByTestId('push-error').textContent()) ?? '';
        check(/push/.test(text) && !/undefined|Error:/.test(text), `a plain message: ${text}`);
        check(!(await panel.getByRole('checkbox', { name: /^Push notifications/ }).isChecked()), 'push stays off');
        console.log(`push: the page said "${text}"`);
      }
    } else {
      console.log('push: this server offers no Web Push');
    }

    // A webhook: a typing slip is caught on the page, then the real address is saved.
    const sentBefore = annSent.filter((m) => m.t === 'notify').length;
    await panel.getByRole('checkbox', { name: /^Webhook/ }).check();
    const url = panel.getByRole('textbox', { name: 'Webhook URL' });
    await url.fill('hooks.example');
    await panel.getByTestId('notify-webhook').getByRole('button', { name: 'Save' }).click();
    await panel.getByTestId('notify-webhook').getByRole('alert').waitFor({ timeout: TIMEOUT });
    check(annSent.filter((m) => m.t === 'notify').length === sentBefore, 'a slip is not sent');
    const hookUrl = `http://127.0.0.1:${hook.port}/albion-hook`;
    await url.fill(hookUrl);
    await url.press('Enter');
    const secretEl = panel.getByTestId('webhook-secret');
    await secretEl.waitFor({ timeout: TIMEOUT });
    const secret = ((await secretEl.textContent()) ?? '').trim();
    check(secret.length >= 16, `a secret is shown: ${secret}`);
    check(/X-Albion-Signature/.test((await panel.getByTestId('notify-webhook').textContent()) ?? ''), 'how to check it');
    const saved = lastNotify(ann);
    check(saved.settings?.webhook === hookUrl && saved.webhook_secret === secret, `the server keeps it: ${JSON.stringify(saved)}`);
    await panel.getByTestId('notify-status').getByText('Saved.').waitFor({ timeout: TIMEOUT });

    // Only while away.
    await panel.getByRole('radio', { name: 'only when I am not connected to this game' }).check();
    await ann.page.waitForFunction(
      () => document.querySelector('[data-testid="notify-summary"]')?.textContent?.includes('only when you are not connected'),
      null,
      { timeout: TIMEOUT },
    );
    check(lastNotify(ann).settings.when === 'away', 'the server keeps "away"');
    const summaryText = (await panel.getByTestId('notify-summary').textContent()) ?? '';
    check(/webhook/.test(summaryText), `the summary: ${summaryText}`);
    check((await panel.getByTestId('notify-on').textContent()) === 'on', 'the panel says on');
    await panel.scrollIntoViewIfNeeded();
    await shot(panel, 'notify');

    // On a phone the panel fits.
    await ann.page.setViewportSize({ width: 375, height: 812 });
    await ann.page.waitForTimeout(200);
    await noHorizontalScroll(ann.page, 'the lobby with the panel open on a phone');
    await panel.scrollIntoViewIfNeeded();
    await shot(ann.page, 'notify-phone');
    // Chromium's own console line when a Playwright context (incognito) subscribes is not the page's.
    const annErrors = ann.errors.filter((e) => !/does not support the Push API in incognito/.test(e));
    check(annErrors.length === 0, `no page errors for Ann: ${annErrors.join('; ')}`);

    // Ann closes her browser; Bob sees her away and moves.
    check(hook.hits.length === 0, `no webhook before Bob moves (${hook.hits.length})`);
    await ann.context.close();
    await bob.page.locator('.seats li', { hasText: 'Ann' }).getByText('away').waitFor({ timeout: TIMEOUT });
    await clickMove(bob.page, 'C11-B12');
    await waitPly(bob.page, 2);

    // The receiver gets one signed POST: Ann's turn against Bob.
    const hit = await waitFor(() => hook.hits[0], 20_000, 'the webhook');
    check(hit.method === 'POST' && hit.url === '/albion-hook', `${hit.method} ${hit.url}`);
    check(/^application\/json/.test(hit.headers['content-type'] ?? ''), `content-type ${hit.headers['content-type']}`);
    const signature = hit.headers['x-albion-signature'] ?? '';
    const expected = `sha256=${createHmac('sha256', secret).update(hit.raw).digest('hex')}`;
    check(
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected)),
      `X-Albion-Signature ${signature} is the HMAC-SHA256 of the body under the secret shown (${expected})`,
    );
    const body = JSON.parse(hit.raw.toString('utf8'));
    check(body.kind === 'your_turn', `kind ${body.kind}`);
    check(body.lobby === code && body.game === 'camelot' && body.seat === 0, `lobby, game, seat: ${JSON.stringify(body)}`);
    check(typeof body.text === 'string' && body.text.includes('Bob'), `the text names the opponent: ${body.text}`);
    check(typeof body.url === 'string' && body.url.endsWith(`/l/${code}`), `the url: ${body.url}`);
    check(typeof body.deadline_ms === 'number' && body.deadline_ms > Date.now(), `the deadline: ${body.deadline_ms}`);
    console.log(`webhook: ${hit.raw.toString('utf8')}`);
    check(bob.errors.length === 0, `no page errors for Bob: ${bob.errors.join('; ')}`);
  } finally {
    await browser.close();
    await hook.close();
  }
});
