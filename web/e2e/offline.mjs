// A dropped connection in a timed Camelot game: while offline the clock display stops where it
// was and a move typed then is "not sent"; once the connection is back that note goes and the
// clock runs again from the server's time. Also: the creator is seated and hosts at once.
// Usage: node e2e/offline.mjs http://127.0.0.1:PORT
import { base, check, launch, person, run, shot } from './lib.mjs';

const TIMEOUT = 15_000;

run(async () => {
  const browser = await launch();
  const ann = await person(browser);
  // The page's WebSocket goes through here, so the spec can cut it and refuse reconnections for a
  // while, as a dropped network would.
  let offline = false;
  const sockets = [];
  await ann.page.routeWebSocket(/\/ws$/, (ws) => {
    if (offline) {
      ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  await ann.page.goto(`${base}/`);
  await ann.page.locator('#home-name').fill('Ann');
  await ann.page.getByLabel('Clock').selectOption('5+3');
  await ann.page.getByRole('button', { name: 'Create lobby' }).click();
  await ann.page.locator('.seats li.mine', { hasText: 'Ann' }).waitFor();
  await ann.page.getByRole('button', { name: 'Add computer player' }).click();
  await ann.page.getByRole('button', { name: 'Ready' }).click();
  await ann.page.locator('button:enabled', { hasText: 'Start game' }).click();
  const clock = ann.page.getByTestId('clock-0');
  await clock.waitFor({ timeout: TIMEOUT });
  await ann.page.locator('.clock.running[data-testid=clock-0]').waitFor({ timeout: TIMEOUT });

  // Offline: the banner says so, a move is not sent, and the clock stops where it was.
  offline = true;
  for (const ws of sockets.splice(0)) await ws.close({ code: 1001, reason: 'offline' });
  await ann.page.getByTestId('connection').waitFor({ timeout: TIMEOUT });
  await ann.page.getByRole('textbox', { name: 'Type a move' }).fill('E6-E5');
  await ann.page.getByRole('button', { name: 'Play', exact: true }).click().catch(() => {});
  const notice = ann.page.getByTestId('camelot-notice');
  await notice.waitFor({ timeout: TIMEOUT });
  check(((await notice.textContent()) ?? '').startsWith('Not connected'), `offline move: ${await notice.textContent()}`);
  await ann.page.locator('.clock.offline[data-testid=clock-0]').waitFor({ timeout: TIMEOUT });
  const frozen = await clock.textContent();
  await ann.page.waitForTimeout(2500);
  check((await clock.textContent()) === frozen, `the clock stood still offline (${frozen} → ${await clock.textContent()})`);
  await shot(ann.page, 'offline');

  // Back online: the banner and the note go, and the clock runs on.
  offline = false;
  await ann.page.getByRole('button', { name: 'Retry now' }).click();
  await ann.page.getByTestId('connection').waitFor({ state: 'detached', timeout: 40_000 });
  await ann.page.locator('.clock.running[data-testid=clock-0]:not(.offline)').waitFor({ timeout: TIMEOUT });
  check((await notice.count()) === 0, 'the "Not connected" note went with the reconnection');
  const a = await clock.textContent();
  await ann.page.waitForTimeout(2200);
  check((await clock.textContent()) !== a, 'the clock runs again');

  check(ann.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)).length === 0, `no page errors: ${ann.errors.join('; ')}`);
  await browser.close();
});
