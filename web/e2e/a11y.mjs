// Accessibility end to end. axe-core (injected into each page) checks every page and state the
// browser tests reach, light and dark, desktop and phone, and fails on any violation, whatever its
// impact (critical, serious, moderate or minor); a table of what it found is printed at the end.
// In between, a whole Camelot game is played with the keyboard alone (page.keyboard only: the
// board's arrow keys and Enter, the move box), each move checked in both players' live regions
// and the mover's pieces read from the board in words; then Super Camelot turns by keyboard (end a
// turn, answer a prompt on another seat's turn, move, end a turn), each checked in the live
// region. Screenshots: the focus ring, the keys dialog, the board in words, dark mode.
//
// The server runs with ALBION_DEBUG_SCENARIO=mimic_theft (server/tests/browser.rs): a Super Camelot
// game starts where seat 1 is asked which Treasure a Mimic steals, on seat 0's turn.
//
//   node e2e/a11y.mjs http://127.0.0.1:PORT
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { base, check, here, launch, person, run, shot } from './lib.mjs';

const AXE = await readFile(join(here, '..', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const TIMEOUT = 10_000;

// The castle win of camelot.mjs: every move the engine's canonical route.
const LINE = (
  'E6-C8 C11-B12 D7-B9 B12-C11 F6-D8-B8 C11-B12 B8-B10 B12-A13 E7-C5-C7-C9-A11 J11-K12 ' +
  'B10-B11 K12-J11 C6-C7 J11-K12 D6-B8-D8 D10-C11 D8-B8-B10-B12 C11-D10 B12-B10 D10-F12 ' +
  'C8-A10-C10 D11-F9 C10-A10-C12 K12-J11 A11-C11-C13 J11-K12 B10-B12-D14 K12-J11 C13-E15 ' +
  'J11-K12 B11-D13-D15-F15 K12-J11 D14-F16 J11-K12 F15-G16'
).split(' ');

/** page/state → { critical, serious, moderate, minor, rules } */
const table = [];

/** Runs axe on the page as it is now; fails on any violation, whatever its impact. */
async function audit(page, state) {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, where: v.nodes.slice(0, 2).map((n) => n.target.join(' ')) }));
  });
  const row = { state, critical: 0, serious: 0, moderate: 0, minor: 0, rules: [] };
  for (const v of violations) {
    row[v.impact ?? 'minor'] += v.nodes;
    row.rules.push(`${v.id} (${v.impact}, ${v.nodes}: ${v.where.join(' | ')})`);
  }
  table.push(row);
  check(violations.length === 0, `axe: ${state}: ${violations.map((v) => `${v.id} (${v.impact}) at ${v.where.join(' | ')}`).join('; ')}`);
}

function printTable() {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`\n${pad('page / state', 50)} critical serious moderate minor`);
  for (const r of table) {
    console.log(`${pad(r.state, 50)} ${pad(r.critical, 8)} ${pad(r.serious, 7)} ${pad(r.moderate, 8)} ${r.minor}`);
  }
  for (const r of table) if (r.rules.length) console.log(`  ${r.state}: ${r.rules.join('; ')}`);
  console.log('');
}

/** What the page's live regions say now (polite, then assertive). */
async function live(page) {
  const polite = ((await page.getByTestId('live-polite').first().textContent()) ?? '').trim();
  const urgent = ((await page.getByTestId('live-assertive').first().textContent()) ?? '').trim();
  return { polite, urgent, all: `${polite} ${urgent}`.trim() };
}

async function waitLive(page, test, what) {
  const deadline = Date.now() + TIMEOUT;
  let last = null;
  while (Date.now() < deadline) {
    last = await live(page);
    if (test(last)) return last;
    await page.waitForTimeout(50);
  }
  throw new Error(`check failed: the live region never said ${what}; it says ${JSON.stringify(last)}`);
}

async function sit(page, name, seat) {
  const sitButton = page.getByRole('button', { name: `Sit in seat ${seat}`, exact: true });
  await sitButton.waitFor({ timeout: TIMEOUT });
  const nameBox = page.getByRole('textbox', { name: 'Your name' });
  if (await nameBox.isVisible()) await nameBox.fill(name);
  await sitButton.click();
}

async function ready(page) {
  const button = page.getByRole('button', { name: 'Ready' });
  await button.waitFor({ timeout: TIMEOUT });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.locator('button[aria-pressed="true"]', { hasText: 'Ready' }).waitFor({ timeout: TIMEOUT });
}

async function create(page, name, game) {
  await page.goto(`${base}/`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('combobox', { name: 'Game' }).selectOption(game);
  if (game === 'super_camelot') await page.getByRole('combobox', { name: 'Players' }).selectOption('2');
  await page.getByRole('button', { name: 'Create lobby' }).click();
  await page.waitForURL(/\/l\/[2-9A-HJ-NP-Z]{12}$/, { timeout: TIMEOUT });
  await page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
  return ((await page.locator('[data-testid=invite-link]').textContent()) ?? '').trim();
}

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);

/** Moves the board's focus to `target` with the arrow keys, as the board is drawn for `flipped`. */
async function arrowTo(page, target, flipped) {
  const file = (sq) => sq.charCodeAt(0) - 65;
  const rank = (sq) => Number(sq.slice(1));
  for (let i = 0; i < 60; i++) {
    const at = await focused(page);
    check(at !== null, `the focus stays on the board (it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))})`);
    if (at === target) return;
    let key;
    if (rank(at) !== rank(target)) key = (rank(target) > rank(at)) !== flipped ? 'ArrowUp' : 'ArrowDown';
    else key = (file(target) > file(at)) !== flipped ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys did not reach ${target}`);
}

/**
 * Plays `move` on the board with the keyboard: to the board, arrows and Enter on each square. Each
 * landing but the last is said politely with where the piece may go next, the next one included.
 */
async function boardMove(page, move, flipped) {
  // From the move box (B would be typed there), Shift+Tab goes back to the board; else B.
  if (await page.evaluate(() => document.activeElement?.id === 'cm-move-input')) await page.keyboard.press('Shift+Tab');
  else await page.keyboard.press('b');
  const squares = move.split(/[-x]/);
  for (let k = 0; k < squares.length; k++) {
    const sq = squares[k];
    await arrowTo(page, sq, flipped);
    await page.keyboard.press('Enter');
    const next = squares[k + 1];
    if (next === undefined) break;
    // Then "On B8: keep going, to D8." or, for a whole move that could go on, "D6-B8 can be
    // played: pick B8 again to play it, or keep going, to D8."
    const heard = k === 0 ? `Piece on ${sq} picked: it can move to ` : 'keep going, to ';
    await waitLive(
      page,
      (l) => l.polite.includes(heard) && new RegExp(`\\b${next}\\b`).test(l.polite.slice(l.polite.indexOf(heard))),
      `"${heard}…${next}…"`,
    );
  }
  // A route that could go on waits for the last landing again (Enter once more).
  if (await page.getByRole('button', { name: `Play ${move}`, exact: true }).isVisible()) await page.keyboard.press('Enter');
}

/** Plays `move` through the move box: M, the move, Enter. */
async function typedMove(page, move) {
  await page.keyboard.press('m');
  check(await page.evaluate(() => document.activeElement?.id === 'cm-move-input'), 'M goes to the move box');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(move.toLowerCase());
  await page.keyboard.press('Enter');
}

async function textView(page) {
  return ((await page.getByTestId('text-view').textContent()) ?? '').trim();
}

const wcfNo = (ply) => `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'}`;

async function camelot(browser) {
  const ann = await person(browser, { bypassCSP: true });
  const bob = await person(browser, { bypassCSP: true, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const eve = await person(browser, { bypassCSP: true, colorScheme: 'dark' });

  await ann.page.goto(`${base}/`);
  await audit(ann.page, 'home');
  const invite = await create(ann.page, 'ann', 'camelot');
  await audit(ann.page, 'lobby, before start (host seated)');
  await bob.page.goto(invite);
  await sit(bob.page, 'bob', 2);
  await bob.page.getByRole('button', { name: 'Ready' }).waitFor({ timeout: TIMEOUT });
  await audit(bob.page, 'lobby, before start, two seats (phone)');
  await ready(ann.page);
  await ready(bob.page);
  await ann.page.locator('button:enabled', { hasText: 'Start game' }).click();
  for (const p of [ann.page, bob.page]) await p.locator('section#game .cm-game[data-ply="0"]').waitFor({ timeout: TIMEOUT });
  await eve.page.goto(invite);
  await eve.page.locator('section#game .cm-game[data-ply="0"]').waitFor({ timeout: TIMEOUT });

  // Whose turn, said: urgent for ann, polite for bob.
  const a0 = await waitLive(ann.page, (l) => l.urgent.includes('Your move, ann (White).'), "ann's move");
  check(a0.polite === '', 'the urgent line alone');
  await waitLive(bob.page, (l) => l.polite.includes('ann (White) to move.'), 'ann to move, on bob\'s page');
  await audit(ann.page, 'Camelot, your turn');
  await audit(bob.page, 'Camelot, not your turn (phone)');

  // The keys dialog: ? opens it, the focus is in it and stays there, Escape closes it and the focus
  // comes back to the board.
  await ann.page.keyboard.press('b');
  const before = await focused(ann.page);
  check(before !== null, 'B goes to the board');
  await shot(ann.page, 'a11y-focus-ring');
  await ann.page.keyboard.press('?');
  const dialog = ann.page.getByTestId('help-dialog');
  await dialog.waitFor({ state: 'visible', timeout: TIMEOUT });
  const inDialog = () => ann.page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
  check(await inDialog(), 'the focus is in the keys dialog');
  for (let i = 0; i < 4; i++) {
    await ann.page.keyboard.press('Tab');
    check(await inDialog(), `Tab ${i + 1} keeps the focus in the dialog`);
  }
  const helpText = (await dialog.textContent()) ?? '';
  for (const k of ['Show or hide the board in words', 'Go to the board', 'Go to the move box', 'Arrow keys', 'Escape']) {
    check(helpText.includes(k), `the keys dialog lists: ${k}`);
  }
  await audit(ann.page, 'Camelot, keys dialog open');
  await shot(ann.page, 'a11y-help-dialog');
  await ann.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT });
  check((await focused(ann.page)) === before, 'closing the dialog puts the focus back on the board');

  // The board in words on both players' pages (V): the pieces, castle moves, whose turn.
  for (const p of [ann.page, bob.page]) {
    await p.keyboard.press('v');
    await p.getByTestId('text-view').waitFor({ timeout: TIMEOUT });
    check(await p.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'text-view'), 'V moves the focus to the board in words');
  }
  const words0 = await textView(ann.page);
  check(words0.includes('ann (White): Knights C6, J6, D7, I7; Men D6, E6, F6, G6, H6, I6, E7, F7, G7, H7.'), `White in words: ${words0}`);
  check(words0.includes('Castle moves used (at most 2 each): White 0, Black 0.') && words0.includes('No move played yet.'), `castle moves: ${words0}`);
  await shot(ann.page, 'a11y-text-view');

  // The whole game by keyboard, each move read back from the live regions.
  for (let i = 0; i < LINE.length; i++) {
    const [mover, other] = i % 2 === 0 ? [ann, bob] : [bob, ann];
    const flipped = i % 2 === 1;
    const move = LINE[i];
    const name = i % 2 === 0 ? 'ann (White)' : 'bob (Black)';
    // The piece to move is where the board in words says one of the mover's pieces stands.
    const mine = (await textView(mover.page)).split('\n').join(' ');
    const side = new RegExp(`${name.replace(/[()]/g, '\\$&')}: ([^.]*)\\.`).exec(mine)?.[1] ?? '';
    const from = move.split('-')[0];
    check(new RegExp(`\\b${from}\\b`).test(side), `the board in words has ${name}'s piece on ${from}: ${side}`);
    const last = i === LINE.length - 1;
    if (last) {
      // Everything the other's urgent region says from here on: the winning move comes a moment
      // before the game's end, and "Your move" must not be said between them.
      await other.page.evaluate(() => {
        const region = document.querySelector('[data-testid=live-assertive]');
        const heard = [];
        window.__urgentHeard = heard;
        new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
      });
    }
    if (i % 4 === 3) await typedMove(mover.page, move);
    else await boardMove(mover.page, move, flipped);
    const said = `${name} played ${wcfNo(i)} ${move}`;
    await waitLive(mover.page, (l) => l.polite.startsWith(said) && (last || l.polite.includes('to move.')), `"${said}" (mover)`);
    const otherSaid = await waitLive(other.page, (l) => (last ? l.polite : l.urgent).startsWith(said), `"${said}" (the other)`);
    if (!last) check(otherSaid.urgent.includes(`Your move, ${i % 2 === 0 ? 'bob (Black)' : 'ann (White)'}.`), `the other is told it is their move: ${otherSaid.urgent}`);
    if (/capturing/.test(otherSaid.all)) check(/capturing the (black|white) (man|knight) on [A-L]\d+/.test(otherSaid.all), `a capture names the piece: ${otherSaid.all}`);
    if (i === 8) {
      await audit(bob.page, 'Camelot, mid-game, text view open (phone)');
      await audit(eve.page, 'Camelot, spectator, dark scheme');
      await shot(eve.page, 'a11y-dark');
    }
  }
  const end = "Game over. ann (White) wins: two pieces in Black's castle.";
  for (const p of [ann.page, bob.page, eve.page]) await waitLive(p, (l) => l.polite.includes(end), 'the result');
  await bob.page.waitForTimeout(500);
  const urgentAtEnd = await bob.page.evaluate(() => window.__urgentHeard.filter((t) => t.trim() !== ''));
  check(urgentAtEnd.length === 0, `nothing urgent is said between the last move and the game's end: ${JSON.stringify(urgentAtEnd)}`);
  const finalWords = await textView(ann.page);
  check(finalWords.includes('Last move: F15-G16.') && finalWords.includes("ann (White) wins: two pieces in Black's castle."), `final board in words: ${finalWords}`);
  console.log(`Camelot: ${LINE.length} moves played by keyboard; the last live line: ${(await live(bob.page)).polite}`);
  await audit(ann.page, 'Camelot, game over');

  // The Notifications panel (opened by keyboard).
  const panel = ann.page.getByTestId('notify-panel');
  await panel.getByRole('button', { name: /^Notifications/ }).focus();
  await ann.page.keyboard.press('Enter');
  await panel.locator('#notify-body').waitFor({ timeout: TIMEOUT });
  await audit(ann.page, 'lobby, Notifications panel open');

  const replay = await ann.page.getByRole('link', { name: 'Replay this game' }).getAttribute('href');
  const reader = ann.page;
  await reader.goto(`${base}${replay}`);
  await reader.locator('[data-testid=replay-result]').waitFor({ timeout: TIMEOUT });
  await audit(reader, 'replay');
  // A private lobby's replay is for its players: ann's browser, dark.
  const darkReader = await ann.context.newPage();
  await darkReader.emulateMedia({ colorScheme: 'dark' });
  await darkReader.goto(`${base}${replay}`);
  await darkReader.locator('[data-testid=replay-result]').waitFor({ timeout: TIMEOUT });
  await audit(darkReader, 'replay, dark scheme');
  await darkReader.close();
  for (const rules of ['camelot', 'super-camelot']) {
    await reader.goto(`${base}/rules/${rules}`);
    await reader.locator('.rules-body h2').first().waitFor({ timeout: TIMEOUT });
    await audit(reader, `rules, ${rules}`);
  }
  await reader.goto(`${base}/games`);
  await reader.locator('.my-game').first().waitFor({ timeout: TIMEOUT });
  await audit(reader, 'my games');
  await bob.page.goto(`${base}/games`);
  await bob.page.locator('.my-game').first().waitFor({ timeout: TIMEOUT });
  await audit(bob.page, 'my games (phone)');
  const errors = [...ann.errors, ...bob.errors, ...eve.errors];
  check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
  await Promise.all([ann.context.close(), bob.context.close(), eve.context.close()]);
}

/** Focuses the first of the choices (C), then Tabs to the button whose text starts with `start`. */
async function choose(page, start) {
  await page.keyboard.press('c');
  for (let i = 0; i < 40; i++) {
    const text = await page.evaluate(() => (document.activeElement?.closest('.sc-decide') ? document.activeElement.textContent.trim() : null));
    check(text !== null, `the focus stays among the choices (looking for "${start}")`);
    if (text.startsWith(start)) {
      await page.keyboard.press('Enter');
      return text;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`no choice starts with "${start}"`);
}

/**
 * Ends the turn by keyboard: End turn, and when that would pass actions that could still be used
 * the panel asks first: Enter again on the same button confirms.
 */
async function endTurn(page) {
  const text = await choose(page, 'End turn');
  const confirm = page.getByTestId('sc-end-confirm');
  try {
    await confirm.waitFor({ timeout: 700 });
  } catch {
    return text;
  }
  const said = ((await confirm.textContent()) ?? '').trim();
  check(/End your turn with \d actions? left\?/.test(said), `the end of the turn asks first: ${said}`);
  await page.keyboard.press('Enter');
  return `${text} (confirmed: ${said})`;
}

async function superCamelot(browser) {
  const ann = await person(browser, { bypassCSP: true });
  const bob = await person(browser, { bypassCSP: true, colorScheme: 'dark', reducedMotion: 'reduce' });
  const invite = await create(ann.page, 'ann', 'super_camelot');
  await ann.page.getByRole('button', { name: /^Arthur / }).click();
  await ann.page.waitForSelector('button[data-character="Arthur"][aria-pressed="true"]');
  await bob.page.goto(invite);
  await sit(bob.page, 'bob', 2);
  await bob.page.getByRole('button', { name: /^Merlin / }).click();
  await bob.page.waitForSelector('button[data-character="Merlin"][aria-pressed="true"]');
  await audit(bob.page, 'lobby, Super Camelot, choosing (dark, reduced motion)');
  await ready(ann.page);
  await ready(bob.page);
  await ann.page.locator('button:enabled', { hasText: 'Start game' }).click();
  for (const p of [ann.page, bob.page]) await p.waitForSelector('#game .sc-forest', { timeout: 15_000 });

  // Reduced motion: bob's buttons have no transition; ann's do.
  const duration = (p) => p.evaluate(() => getComputedStyle(document.querySelector('#game button')).transitionDuration);
  check((await duration(ann.page)) !== '0s', `a transition without the preference: ${await duration(ann.page)}`);
  check((await duration(bob.page)) === '0s', `no transition with prefers-reduced-motion: ${await duration(bob.page)}`);

  // ann, walled in by Rocks, is asked for an action: said urgently; she ends her turn by keyboard.
  await ann.page.locator('.sc-decide').waitFor({ timeout: TIMEOUT });
  const annFirst = (await ann.page.locator('.sc-decide h3').first().innerText()).trim();
  const asked = await waitLive(ann.page, (l) => l.urgent.includes(annFirst), `the prompt waiting for ann ("${annFirst}")`);
  console.log(`Super Camelot, ann is told: ${asked.urgent}`);
  await audit(ann.page, 'Super Camelot, your choice');
  await audit(bob.page, 'Super Camelot, not your turn (dark)');
  await ann.page.keyboard.press('v');
  await ann.page.getByTestId('text-view').waitFor({ timeout: TIMEOUT });
  const annWords = await textView(ann.page);
  check(/You: Arthur \(A\), at [A-X]\d+ on the tile/.test(annWords) && /North, [A-X]\d+: /.test(annWords), `ann's forest in words: ${annWords}`);
  check(/East, [A-X]\d+: a Rock/.test(annWords), `the Rock beside her is named: ${annWords}`);
  check(annWords.includes('End turn'), `her choices in words: ${annWords}`);
  check(/Gems: \d+/.test(annWords) && /Gems hidden/.test(annWords), `her Gems shown, bob's hidden: ${annWords}`);
  await shot(ann.page, 'a11y-sc-text-view');
  await audit(ann.page, 'Super Camelot, forest in words open');
  const ended = await endTurn(ann.page);
  console.log(`ann chose by keyboard: ${ended}`);

  // The Mimic goes for bob: the prompt is his, on ann's turn, said urgently as the panel heads it.
  await bob.page.locator('.sc-decide').waitFor({ timeout: TIMEOUT });
  const theftHeading = (await bob.page.locator('.sc-decide h3').first().innerText()).trim();
  const theft = await waitLive(bob.page, (l) => l.urgent.includes(theftHeading), `the prompt for bob ("${theftHeading}")`);
  console.log(`bob is told (on ann's turn): ${theft.urgent}`);
  check((await bob.page.locator('.sc-status').getAttribute('data-my-turn')) === 'false', 'the prompt comes on ann\'s turn');
  await audit(bob.page, 'Super Camelot, prompt on another turn (dark)');
  await shot(bob.page, 'a11y-sc-dark-prompt');
  const annBefore = (await live(ann.page)).all;
  await bob.page.keyboard.press('c');
  const pickText = await bob.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await bob.page.keyboard.press('Enter');
  console.log(`bob answered by keyboard: ${pickText}`);
  const heard = await waitLive(ann.page, (l) => l.all !== annBefore && l.all.length > 0, "the answer's news on ann's page");
  console.log(`ann hears: ${heard.all}`);

  // bob's turn: a Move, steps by keyboard, then End turn; each prompt said as the panel heads it.
  await bob.page.locator('.sc-decide button[data-sc-action="move"]').waitFor({ timeout: TIMEOUT });
  const turnHeading = (await bob.page.locator('.sc-decide h3').first().innerText()).trim();
  const turnSaid = await waitLive(bob.page, (l) => l.urgent.includes(turnHeading), `bob's turn ("${turnHeading}")`);
  console.log(`bob is told: ${turnSaid.urgent}`);
  const moved = await choose(bob.page, 'Move');
  console.log(`bob chose by keyboard: ${moved}`);
  let steps = 0;
  for (; steps < 3; steps++) {
    await bob.page.locator('.sc-decide button[data-sc-action="step"]:not([disabled])').first().waitFor({ timeout: TIMEOUT });
    const step = await choose(bob.page, 'Step');
    const sq = /\b([A-X]\d+)\b/.exec(step)?.[1];
    await waitLive(bob.page, (l) => l.all.includes(sq ?? '?'), `bob's step to ${sq}`);
    await waitLive(ann.page, (l) => l.all.includes(sq ?? '?'), `bob's step to ${sq}, on ann's page`);
    console.log(`bob stepped by keyboard: ${step}`);
    const more = await bob.page.locator('.sc-decide button[data-sc-action="step"]').count();
    if (more === 0) break;
    if (steps === 1 && (await bob.page.locator('.sc-decide button[data-sc-action="stop_moving"]').count()) > 0) {
      await choose(bob.page, 'Stop');
      break;
    }
  }
  await bob.page.locator('.sc-decide button[data-sc-action="end_turn"]:not([disabled])').waitFor({ timeout: TIMEOUT });
  await endTurn(bob.page);
  // ann's next turn comes back to her, said urgently.
  await ann.page.locator('.sc-decide button[data-sc-action="end_turn"]').waitFor({ timeout: TIMEOUT });
  const annHeading = (await ann.page.locator('.sc-decide h3').first().innerText()).trim();
  const back = await waitLive(ann.page, (l) => l.urgent.includes(annHeading), `ann's next turn ("${annHeading}")`);
  console.log(`ann's next turn, said: ${back.all}`);
  await endTurn(ann.page);
  const turn = Number(/Turn (\d+)/.exec(await ann.page.locator('.sc-status .sc-turn').innerText())?.[1] ?? '0');
  check(turn >= 3, `several turns went by (turn ${turn})`);
  console.log(`Super Camelot: turn ${turn} reached by keyboard`);
  const errors = [...ann.errors, ...bob.errors];
  check(errors.length === 0, `no page errors: ${errors.join(' | ')}`);
  await Promise.all([ann.context.close(), bob.context.close()]);
}

run(async () => {
  const browser = await launch();
  try {
    const dark = await person(browser, { bypassCSP: true, colorScheme: 'dark' });
    await dark.page.goto(`${base}/`);
    await dark.page.getByRole('button', { name: 'Create lobby' }).waitFor({ timeout: TIMEOUT });
    await audit(dark.page, 'home, dark scheme');
    const calm = await person(browser, { bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 375, height: 812 }, isMobile: true });
    await calm.page.goto(`${base}/`);
    await calm.page.getByRole('button', { name: 'Create lobby' }).waitFor({ timeout: TIMEOUT });
    await audit(calm.page, 'home, reduced motion (phone)');
    await Promise.all([dark.context.close(), calm.context.close()]);
    await camelot(browser);
    await superCamelot(browser);
  } finally {
    printTable();
    await browser.close();
  }
});
