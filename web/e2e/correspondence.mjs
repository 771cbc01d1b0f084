// A correspondence game ("2 days per move") and "My games": Ann creates a Camelot lobby with days
// per move, Bob joins, Ann starts and moves. Bob's My games says it is his turn with the days and
// hours left, his title counts it; he opens the game from the list with one click and moves; Ann's
// title and list follow. A browser with no seat never asks the server for its games. The My games
// page has no horizontal scroll on a 375 px phone.
//
//   node e2e/correspondence.mjs http://127.0.0.1:8080
import { base, check, clickMove, launch, person, ready, run, shot, waitPly } from './lib.mjs';

const TIMEOUT = 10_000;

/** Counts this page's requests to /api/my-games. */
function countMyGames(page) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/my-games') counter.n += 1;
  });
  return counter;
}

async function waitTitle(page, test, what) {
  try {
    await page.waitForFunction(test, null, { timeout: TIMEOUT });
  } catch {
    throw new Error(`${what}: the title is "${await page.title()}"`);
  }
}

async function noHorizontalScroll(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  check(scroll <= client, `${what}: the page is ${scroll} px wide in a ${client} px window`);
}

const row = (page, code) => page.getByTestId(`my-game-${code}`);
const rowStatus = async (page, code) => ((await row(page, code).getByTestId('my-game-status').textContent()) ?? '').trim();

run(async () => {
  const browser = await launch();
  try {
    const ann = await person(browser);
    const bob = await person(browser);
    const annAsks = countMyGames(ann.page);
    const bobAsks = countMyGames(bob.page);

    // With no seat yet, My games says so, and the server is never asked.
    await ann.page.goto(`${base}/games`);
    await ann.page.getByTestId('my-games-empty').getByText('You have no games yet').waitFor({ timeout: TIMEOUT });
    await ann.page.getByTestId('my-games-empty').getByRole('link', { name: 'Create a lobby' }).waitFor();
    await ann.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await ann.page.waitForTimeout(300);
    check(annAsks.n === 0, `no /api/my-games request without a seat (${annAsks.n})`);
    await shot(ann.page, 'my-games-empty');

    // Ann creates a correspondence lobby from the header's start page: 2 days per move.
    await ann.page.getByRole('link', { name: 'Albion home' }).click();
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByLabel('Game').selectOption('camelot');
    await ann.page.getByLabel('Clock').selectOption({ label: '2 days per move' });
    await ann.page.getByTestId('correspondence-help').waitFor();
    await ann.page.getByRole('button', { name: 'Create lobby' }).click();
    await ann.page.waitForURL(/\/l\/[2-9A-HJ-NP-Z]{12}$/, { timeout: TIMEOUT });
    const code = ann.page.url().split('/l/')[1];
    await ann.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    const heading = (await ann.page.locator('#lobby-title').textContent()) ?? '';
    check(heading === 'Camelot, standard rules, 2 days per move', `lobby heading: ${heading}`);
    const note = (await ann.page.getByTestId('correspondence-note').textContent()) ?? '';
    check(/days/.test(note) && /My games/.test(note) && /calendar/.test(note), `correspondence note: ${note}`);

    // Bob joins by the invite link and sits; both ready; Ann starts.
    await bob.page.goto(`${base}/l/${code}`);
    check(bobAsks.n === 0, 'no request before Bob holds a seat');
    await bob.page.locator('form.sit').getByRole('textbox', { name: 'Your name' }).fill('Bob');
    await bob.page.getByRole('button', { name: 'Sit in seat 2' }).click();
    await bob.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    await ready(ann.page);
    await ready(bob.page);
    await ann.page.locator('button:enabled', { hasText: 'Start game' }).waitFor({ timeout: TIMEOUT });
    await ann.page.getByRole('button', { name: 'Start game' }).click();
    await waitPly(ann.page, 0);
    await waitPly(bob.page, 0);

    // The clocks count days: a whole move's 2 days each.
    const annClock = ((await ann.page.getByTestId('clock-0').textContent()) ?? '').trim();
    check(/^(▶ )?(2 d|1 d \d+ h)$/.test(annClock), `Ann's clock: ${annClock}`);
    const label = (await ann.page.getByTestId('clock-0').getAttribute('aria-label')) ?? '';
    check(/day/.test(label), `the clock in words: ${label}`);
    // While it is her move, Ann's own page says so in the title, with a dot on the icon.
    await waitTitle(ann.page, () => document.title.startsWith('(1) Your turn · '), "Ann's turn in her title");
    check(
      (await ann.page.locator('link[rel="icon"]').getAttribute('href')).startsWith('data:image/svg+xml'),
      'the icon has its dot',
    );

    // Ann moves; then her title and icon lose the count.
    await clickMove(ann.page, 'E6-C8');
    await waitPly(ann.page, 1);
    await waitPly(bob.page, 1);
    await waitTitle(ann.page, () => document.title === document.title.replace(/^\(\d+\) Your turn · /, '') && document.title.startsWith('Albion'), "Ann's title after her move");
    check((await ann.page.locator('link[rel="icon"]').getAttribute('href')) === '/favicon.svg', 'the icon is back');

    // Bob goes to My games by the header link: his turn, with days and hours left, and his title.
    await bob.page.getByRole('link', { name: 'My games' }).first().click();
    await bob.page.waitForURL(`${base}/games`);
    await row(bob.page, code).waitFor({ timeout: TIMEOUT });
    await bob.page.waitForFunction((c) => document.querySelector(`[data-testid="my-game-${c}"] [data-testid="my-game-status"]`)?.textContent === 'Your turn', code, { timeout: TIMEOUT });
    const left = ((await row(bob.page, code).getByTestId('my-game-left').textContent()) ?? '').trim();
    check(/^(2 d|1 d \d+ h) left$/.test(left), `Bob's time left: ${left}`);
    const vs = (await row(bob.page, code).locator('.my-game-vs').textContent()) ?? '';
    check(vs.includes('vs Ann'), `the opponent is named: ${vs}`);
    check((await row(bob.page, code).locator('.my-game-title').textContent()) === 'Camelot, standard rules, 2 days per move', 'the settings');
    await waitTitle(bob.page, () => document.title === '(1) Your turn · Albion · My games', "Bob's title");
    await bob.page.getByTestId('turn-badge').waitFor();
    check(bobAsks.n >= 1, 'Bob, who holds a seat, asks');
    await shot(bob.page, 'my-games');

    // The phone layout of the list.
    await bob.page.setViewportSize({ width: 375, height: 812 });
    await bob.page.waitForTimeout(200);
    await noHorizontalScroll(bob.page, 'My games on a phone');
    await shot(bob.page, 'my-games-phone');
    await bob.page.setViewportSize({ width: 1280, height: 900 });

    // One click opens the game; Bob moves.
    await row(bob.page, code).getByRole('link').click();
    await bob.page.waitForURL(`${base}/l/${code}`);
    await waitPly(bob.page, 1);
    await clickMove(bob.page, 'C11-B12');
    await waitPly(bob.page, 2);
    await waitPly(ann.page, 2);
    await waitTitle(bob.page, () => document.title === `Albion · ${location.pathname.slice(3)}`, "Bob's title after his move");

    // Ann's title follows (her open page knows at once), and after a reload, from the poll.
    await waitTitle(ann.page, () => document.title.startsWith('(1) Your turn · Albion · '), "Ann's title after Bob's move");
    await ann.page.goto(`${base}/games`);
    await waitTitle(ann.page, () => document.title === '(1) Your turn · Albion · My games', "Ann's title on My games");
    check((await rowStatus(ann.page, code)) === 'Your turn', `Ann's status: ${await rowStatus(ann.page, code)}`);
    check(annAsks.n >= 1, 'Ann asks once she holds a seat');

    // Bob's list after a visibility change: their turn, named.
    await bob.page.goto(`${base}/games`);
    await row(bob.page, code).waitFor({ timeout: TIMEOUT });
    const before = bobAsks.n;
    await bob.page.waitForTimeout(1_100);
    await bob.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await bob.page.waitForTimeout(500);
    check(bobAsks.n > before, 'a visibility change asks again');
    check((await rowStatus(bob.page, code)) === 'Their turn (Ann)', `Bob's status: ${await rowStatus(bob.page, code)}`);
    check(!(await bob.page.title()).includes('Your turn'), `Bob's title: ${await bob.page.title()}`);

    for (const p of [ann, bob]) check(p.errors.length === 0, `no page errors: ${p.errors.join('; ')}`);
  } finally {
    await browser.close();
  }
});
