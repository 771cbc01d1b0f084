// A whole Camelot game in two browsers, played by clicking: ann creates a lobby, bob joins through
// the invite link (on a 375 px phone screen), both sit and get ready, ann starts. One typed move is
// refused with the engine's reason; ann reloads mid-game and is back in her seat at the same
// position; White wins by the castle. Then a rematch (colours swap) that bob wins when ann
// resigns after a compulsory capture, and the first game's replay page.
//
//   node e2e/camelot.mjs http://127.0.0.1:8080
import { readFile } from 'node:fs/promises';
import { base, check, launch, person, run, shot } from './lib.mjs';

// White reaches Black's castle (F16 and G16) while Black's replies stay out of the way; every
// move is the engine's canonical route, found with the rules engine.
const LINE = (
  'E6-C8 C11-B12 D7-B9 B12-C11 F6-D8-B8 C11-B12 B8-B10 B12-A13 E7-C5-C7-C9-A11 J11-K12 ' +
  'B10-B11 K12-J11 C6-C7 J11-K12 D6-B8-D8 D10-C11 D8-B8-B10-B12 C11-D10 B12-B10 D10-F12 ' +
  'C8-A10-C10 D11-F9 C10-A10-C12 K12-J11 A11-C11-C13 J11-K12 B10-B12-D14 K12-J11 C13-E15 ' +
  'J11-K12 B11-D13-D15-F15 K12-J11 D14-F16 J11-K12 F15-G16'
).split(' ');

const TIMEOUT = 10_000;

const game = (page) => page.locator('section#game .cm-game');

async function waitPly(page, ply, gameNo) {
  const sel = `section#game .cm-game[data-ply="${ply}"]${gameNo ? `[data-game-no="${gameNo}"]` : ''}`;
  await page.locator(sel).waitFor({ timeout: TIMEOUT });
}

/** Plays a move by clicking its squares one by one (and "Play …" when the route could go on). */
async function clickMove(page, move) {
  const squares = move.split(/[-x]/);
  for (const sq of squares) {
    await page.locator(`section#game [data-square="${sq}"]`).click();
  }
  const play = page.getByRole('button', { name: `Play ${move}`, exact: true });
  if (await play.isVisible()) await play.click();
}

async function squareLabels(page) {
  return page.locator('section#game [data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

async function sit(page, name, seat) {
  const sitButton = page.getByRole('button', { name: `Sit in seat ${seat}`, exact: true });
  await sitButton.waitFor({ timeout: TIMEOUT });
  const nameBox = page.getByRole('textbox', { name: 'Your name' });
  if (await nameBox.isVisible()) await nameBox.fill(name);
  await sitButton.click();
  await page.getByRole('button', { name: 'Ready' }).waitFor({ timeout: TIMEOUT });
}

async function ready(page) {
  const button = page.getByRole('button', { name: 'Ready' });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.locator('button[aria-pressed="true"]', { hasText: 'Ready' }).waitFor({ timeout: TIMEOUT });
}

async function statusText(page) {
  return (await page.locator('[data-testid=camelot-status]').textContent())?.trim() ?? '';
}

run(async () => {
  const browser = await launch();
  try {
    const ann = await person(browser);
    const bob = await person(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    // ann creates a Camelot lobby.
    await ann.page.goto(`${base}/`);
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('ann');
    await ann.page.getByRole('combobox', { name: 'Game' }).selectOption('camelot');
    await ann.page.getByRole('button', { name: 'Create lobby' }).click();
    await ann.page.waitForURL(/\/l\/[2-9A-HJ-NP-Z]{12}$/, { timeout: TIMEOUT });
    const invite = ((await ann.page.locator('[data-testid=invite-link]').textContent()) ?? '').trim();
    check(/\/l\/[2-9A-HJ-NP-Z]{12}$/.test(invite), `invite link ${invite}`);
    // The creator is seated at once, as host.
    await ann.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });

    // bob joins through the invite link.
    await bob.page.goto(invite);
    await sit(bob.page, 'bob', 2);
    await ready(ann.page);
    await ready(bob.page);
    const start = ann.page.getByRole('button', { name: 'Start game' });
    await ann.page.locator('button:enabled', { hasText: 'Start game' }).waitFor({ timeout: TIMEOUT });
    await start.click();
    await waitPly(ann.page, 0);
    await waitPly(bob.page, 0);
    check((await statusText(ann.page)).startsWith('ann (White) to move'), `ann's status: ${await statusText(ann.page)}`);
    check((await statusText(bob.page)) === 'ann (White) to move', `bob's status: ${await statusText(bob.page)}`);

    // A spectator sees the board from White's side, with no controls.
    const eve = await person(browser);
    await eve.page.goto(invite);
    await waitPly(eve.page, 0);
    check((await eve.page.locator('section#game [data-square]').count()) === 0, 'no squares to click for a spectator');
    check((await eve.page.getByRole('button', { name: 'Resign' }).count()) === 0, 'no Resign for a spectator');
    check((await eve.page.getByRole('textbox', { name: 'Type a move' }).count()) === 0, 'no move box for a spectator');
    check((await statusText(eve.page)) === 'ann (White) to move', `spectator's status: ${await statusText(eve.page)}`);

    // Black sees the board turned: rank 16 at the bottom.
    const f16 = await bob.page.locator('section#game [data-square="F16"]').boundingBox();
    const f1 = await bob.page.locator('section#game [data-square="F1"]').boundingBox();
    check(f16 && f1 && f16.y > f1.y, "bob's board is turned for Black");
    // On the phone the board takes the whole width: a square is about 29 px at 375 (26 before).
    // The square's tap target is its rectangle less a unit each side (38 of 40).
    const side = f1 ? (Math.min(f1.width, f1.height) * 40) / 38 : 0;
    check(side >= 29, `a square is ${side.toFixed(1)} px on a 375 px phone`);
    console.log(`a square is ${side.toFixed(1)} px on a 375 px phone`);
    const noScroll = await bob.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    check(noScroll, 'no horizontal scroll at 375 px');

    // A typed move the engine refuses: its reason is shown.
    await ann.page.getByRole('textbox', { name: 'Type a move' }).fill('E6-E4');
    await ann.page.getByRole('button', { name: 'Play', exact: true }).click();
    const refused = ann.page.locator('[data-testid=camelot-refused]');
    await refused.waitFor({ timeout: TIMEOUT });
    const refusedText = (await refused.textContent()) ?? '';
    check(/Move refused/.test(refusedText) && refusedText.length > 20, `refusal shown: ${refusedText}`);
    // Picking up one of the other side's pieces is answered on the spot.
    await ann.page.locator('section#game [data-square="E10"]').click();
    const notice = ann.page.locator('[data-testid=camelot-notice]');
    await notice.waitFor({ timeout: TIMEOUT });
    check(((await notice.textContent()) ?? '').includes('pick one of yours'), 'a black piece is not hers to move');

    let beforeReload = null;
    for (let i = 0; i < LINE.length; i++) {
      const mover = i % 2 === 0 ? ann : bob;
      const move = LINE[i];
      if (i === 20) {
        // Mid-game: a route being picked, with its next squares lit.
        const squares = move.split(/[-x]/);
        await mover.page.locator(`section#game [data-square="${squares[0]}"]`).click();
        await mover.page.locator(`section#game [data-square="${squares[1]}"]`).click();
        await shot(mover.page, 'camelot-midgame');
        await shot(bob.page, 'camelot-phone');
        await mover.page.keyboard.press('Escape');
      }
      await clickMove(mover.page, move);
      await waitPly(ann.page, i + 1);
      await waitPly(bob.page, i + 1);
      if (i === 11) {
        // A reload returns ann to her seat at the same position.
        beforeReload = await squareLabels(ann.page);
        await ann.page.reload();
        await waitPly(ann.page, i + 1);
        const after = await squareLabels(ann.page);
        check(JSON.stringify(after) === JSON.stringify(beforeReload), 'same position after the reload');
        const me = (await ann.page.locator('.cm-player', { hasText: '· you' }).textContent()) ?? '';
        check(me.includes('ann') && me.includes('(White)'), `ann is White after the reload: ${me}`);
        check((await statusText(ann.page)).includes('ann (White) to move · your move'), 'her move after the reload');
      }
    }

    // White's castle win, in words, on both screens.
    for (const p of [ann.page, bob.page]) {
      const over = p.locator('[data-testid=camelot-over]');
      await over.waitFor({ timeout: TIMEOUT });
      const text = (await over.textContent()) ?? '';
      check(text.includes("ann (White) wins: two pieces in Black's castle."), `result: ${text}`);
    }
    await shot(ann.page, 'camelot-over');
    check(await bob.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll at 375 px after the game');
    const replayHref = await ann.page.getByRole('link', { name: 'Replay this game' }).getAttribute('href');
    check(/^\/g\/\d+$/.test(replayHref ?? ''), `replay link ${replayHref}`);

    // Rematch: both ask; colours swap.
    await ann.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    // bob, asked, is offered "Accept" (not told he is waited for); ann is told she waits for bob.
    await bob.page.getByTestId('camelot-rematch').getByText('ann asks for a rematch').waitFor({ timeout: TIMEOUT });
    await ann.page.getByText('Waiting for bob to accept.').waitFor({ timeout: TIMEOUT });
    check((await bob.page.getByText('waiting for the other player').count()) === 0, 'bob is not told he is waited for');
    await bob.page.getByTestId('camelot-rematch').getByRole('button', { name: 'Accept', exact: true }).click();
    await waitPly(ann.page, 0, 2);
    await waitPly(bob.page, 0, 2);
    check((await statusText(bob.page)).startsWith('bob (White) to move · your move'), `bob is White: ${await statusText(bob.page)}`);
    check((await statusText(eve.page)) === 'bob (White) to move', `the spectator follows the rematch: ${await statusText(eve.page)}`);

    // The running game's record is not public yet; an unknown game is said to be unknown.
    const code = invite.split('/').pop();
    const info = await (await ann.page.request.get(`${base}/api/lobbies/${code}`)).json();
    const early = await ann.context.newPage();
    await early.goto(`${base}/g/${info.game_id}`);
    const earlyError = early.locator('[data-testid=replay-error]');
    await earlyError.waitFor({ timeout: TIMEOUT });
    check(((await earlyError.textContent()) ?? '').includes('is still being played'), `409 in words: ${await earlyError.textContent()}`);
    await early.goto(`${base}/g/987654321`);
    await earlyError.waitFor({ timeout: TIMEOUT });
    check(((await earlyError.textContent()) ?? '').includes('There is no game 987654321'), `404 in words: ${await earlyError.textContent()}`);
    await early.close();
    await clickMove(bob.page, 'D7-E8');
    await waitPly(ann.page, 1, 2);
    // The board is one Tab stop: arrow keys move inside it, Tab leaves it for the move box.
    check(
      (await ann.page.locator('section#game [data-square]').evaluateAll((els) => els.filter((e) => e.tabIndex >= 0).length)) === 1,
      'one square of the board is in the Tab order',
    );
    await ann.page.getByRole('textbox', { name: 'Type a move' }).focus();
    await ann.page.keyboard.press('Shift+Tab');
    check(
      await ann.page.evaluate(() => document.activeElement?.hasAttribute('data-square') ?? false),
      'Shift+Tab from the move box lands on the board',
    );
    await ann.page.keyboard.press('Shift+Tab');
    check(
      !(await ann.page.evaluate(() => document.activeElement?.hasAttribute('data-square') ?? false)),
      'one more Shift+Tab leaves the board',
    );
    // ann (now Black, her board turned) plays D11-D9 with the keyboard alone.
    await ann.page.locator('section#game [data-square="D11"]').focus();
    await ann.page.keyboard.press('Enter');
    await ann.page.keyboard.press('ArrowUp');
    await ann.page.keyboard.press('ArrowUp');
    const focused = await ann.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    check(focused === 'D9, empty, you can move here', `arrow keys move the focus on screen: ${focused}`);
    await ann.page.keyboard.press('Space');
    if (await ann.page.getByRole('button', { name: 'Play D11-D9', exact: true }).isVisible()) await ann.page.keyboard.press('Enter');
    await waitPly(bob.page, 2, 2);
    // Now White must capture: the note names every capture, the piece that must capture is ringed,
    // and a piece that cannot is answered with the same.
    const standing = bob.page.getByTestId('camelot-compulsory');
    await standing.waitFor({ timeout: TIMEOUT });
    const standingText = (await standing.textContent()) ?? '';
    check(
      standingText === 'A capture is compulsory: your piece on E8 (ringed) must capture. The capture: E8xC10xC12.',
      `compulsory: ${standingText}`,
    );
    const e8 = await bob.page.locator('section#game [data-square="E8"]').getAttribute('aria-label');
    check(e8 === 'E8, white knight, must capture', `E8 is marked: ${e8}`);
    check((await bob.page.locator('section#game .cm-must-capture').count()) === 1, 'one piece ringed');
    await bob.page.locator('section#game [data-square="F7"]').click();
    const compulsory = bob.page.locator('[data-testid=camelot-notice]');
    await compulsory.waitFor({ timeout: TIMEOUT });
    check(((await compulsory.textContent()) ?? '') === standingText, `F7 answered: ${await compulsory.textContent()}`);
    // On the phone the hints say tap, never Esc.
    await bob.page.locator('section#game [data-square="E8"]').click();
    const hint = (await bob.page.locator('section#game .cm-hint').textContent()) ?? '';
    check(!hint.includes('Esc') && hint.includes('tap the piece again'), `phone hint: ${hint}`);
    await bob.page.locator('section#game [data-square="E8"]').click();
    // The first leg typed alone: the capture must continue, and the whole route is offered.
    await bob.page.getByRole('textbox', { name: 'Type a move' }).fill('e8xc10');
    await bob.page.getByRole('button', { name: 'Play', exact: true }).click();
    const must = (await compulsory.textContent()) ?? '';
    check(must.includes('E8xC10 is only the start: the capture must continue'), `first leg: ${must}`);
    await bob.page.getByTestId('camelot-continue').getByRole('button', { name: 'Play E8xC10xC12' }).click();
    await waitPly(ann.page, 3, 2);
    await waitPly(bob.page, 3, 2);
    const captured = await ann.page.locator('section#game [data-square="D9"]').getAttribute('aria-label');
    check(captured === 'D9, empty, captured by the last move', `captured mark: ${captured}`);

    // ann resigns the second game (with a confirm step).
    await ann.page.getByRole('button', { name: 'Resign', exact: true }).click();
    await ann.page.getByRole('button', { name: 'Yes, resign' }).click();
    for (const p of [ann.page, bob.page]) {
      const over = p.locator('[data-testid=camelot-over]');
      await over.waitFor({ timeout: TIMEOUT });
      const text = (await over.textContent()) ?? '';
      check(text.includes('bob (White) wins: Black resigned.'), `second result: ${text}`);
    }

    // The first game's replay: players, result, stepping with the keys, the WCF download.
    const viewer = await ann.context.newPage();
    await viewer.emulateMedia({ colorScheme: 'dark' });
    await viewer.goto(`${base}${replayHref}`);
    const result = viewer.locator('[data-testid=replay-result]');
    await result.waitFor({ timeout: TIMEOUT });
    check(((await result.textContent()) ?? '').includes("ann (White) wins: two pieces in Black's castle."), 'replay result');
    const step = viewer.locator('[data-testid=replay-step]');
    check((await step.textContent()) === 'Start', 'the replay starts at the start');
    await viewer.keyboard.press('End');
    // Moves numbered as the WCF export numbers them (`N.` White, `N...` Black), counted in plies.
    const wcfNo = (ply) => `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'}`;
    const n = LINE.length;
    check((await step.textContent()) === `${wcfNo(n - 1)} ${LINE[n - 1]} · ply ${n} of ${n}`, `End: ${await step.textContent()}`);
    await viewer.keyboard.press('ArrowLeft');
    check((await step.textContent()) === `${wcfNo(n - 2)} ${LINE[n - 2]} · ply ${n - 1} of ${n}`, `ArrowLeft: ${await step.textContent()}`);
    await viewer.getByRole('button', { name: '1. White E6-C8' }).click();
    await viewer.locator('[data-testid=replay-step]', { hasText: `1. E6-C8 · ply 1 of ${n}` }).waitFor({ timeout: TIMEOUT });
    await viewer.keyboard.press('Home');
    check((await step.textContent()) === 'Start', 'Home');
    // The lobby is private (the default), so the export is fetched with this browser's seat
    // token and handed over as a download: take it as a person would, by clicking.
    const [download] = await Promise.all([
      viewer.waitForEvent('download', { timeout: TIMEOUT }),
      viewer.getByRole('link', { name: 'Download WCF' }).click(),
    ]);
    const wcfText = await readFile(await download.path(), 'utf8');
    check(wcfText.includes('1. E6-C8 C11-B12') && wcfText.includes('1-0'), 'the WCF export');
    await viewer.keyboard.press('End');
    await shot(viewer, 'camelot-replay');

    const errors = [...ann.errors, ...bob.errors, ...eve.errors];
    check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
  } finally {
    await browser.close();
  }
});
