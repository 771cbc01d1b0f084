// Super Camelot end to end: three people create and join a lobby through the invite link, choose
// Characters and start; a fourth watches from a phone-sized window. The seats then play several
// rounds by clicking what the page offers (map squares and buttons), two of them resign so that
// the game ends, and the checks are that nobody's page or socket ever showed another seat's
// wallet while the game ran.
//
//   node e2e/super-camelot.mjs http://127.0.0.1:PORT
import { base, check, launch, person, run, shot } from './lib.mjs';

const NAMES = ['ann', 'bob', 'cy'];
const CHARACTERS = ['Arthur', 'Merlin', 'Kay'];
/** How long the clicking goes on at most, and how many turns it aims for. */
const PLAY_MS = 55_000;
const TARGET_TURN = 13;

/** Keys that never reach a client (as in server/tests/super_camelot.rs). */
const FORBIDDEN_KEYS = ['seed', 'rng', 'litter', 'small_loot', 'big_loot', 'small_treasures', 'big_treasures', 'wallet'];

/** The types of the events only their owner is ever sent. */
const PRIVATE_EVENTS = ['wallet_changed', 'big_treasure'];

/** A square's row and column from its name: `L10` is row 9, column 11. */
const squareOf = (name) => ({ row: Number(name.slice(1)) - 1, col: name.charCodeAt(0) - 65 });

function pointer(path) {
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** RFC 6902 add/remove/replace, enough to rebuild what each client holds. */
function applyPatch(doc, ops) {
  let root = doc;
  for (const op of ops) {
    const keys = pointer(op.path);
    if (keys.length === 0) {
      root = op.op === 'remove' ? null : structuredClone(op.value);
      continue;
    }
    let parent = root;
    for (const k of keys.slice(0, -1)) parent = parent[Array.isArray(parent) ? Number(k) : k];
    const last = keys[keys.length - 1];
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      if (op.op === 'add') parent.splice(i, 0, structuredClone(op.value));
      else if (op.op === 'remove') parent.splice(i, 1);
      else parent[i] = structuredClone(op.value);
    } else if (op.op === 'remove') delete parent[last];
    else parent[last] = structuredClone(op.value);
  }
  return root;
}

/** A Super Camelot `change` (PROTOCOL.md, `event`): fields, players, squares and tiles, whole. */
function applyChange(game, change) {
  const next = structuredClone(game);
  Object.assign(next, change.game ?? {});
  Object.assign(next.view, change.view ?? {});
  for (const p of change.players ?? []) Object.assign(next.view.players[p.seat], p);
  // Squares by name (`L10`); board order: tile by tile, then row by row.
  const order = (name) => {
    const { row, col } = squareOf(name);
    return [Math.floor(row / 6), Math.floor(col / 6), row, col];
  };
  const less = (a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
    return false;
  };
  next.view.squares = next.view.squares.filter((s) => !(change.cleared ?? []).includes(s.square));
  for (const n of change.squares ?? []) {
    let at = 0;
    while (at < next.view.squares.length && less(order(next.view.squares[at].square), order(n.square))) at++;
    if (next.view.squares[at]?.square === n.square) next.view.squares[at] = n;
    else next.view.squares.splice(at, 0, n);
  }
  const sameSlot = (a, b) => a.row === b.row && a.col === b.col;
  for (const t of change.tiles ?? []) {
    let at = 0;
    const key = (x) => [x.slot.row, x.slot.col];
    while (at < next.view.tiles.length && less(key(next.view.tiles[at]), key(t))) at++;
    if (next.view.tiles[at] && sameSlot(next.view.tiles[at].slot, t.slot)) next.view.tiles[at] = t;
    else next.view.tiles.splice(at, 0, t);
  }
  return next;
}

function forbiddenKeys(value, found = []) {
  if (Array.isArray(value)) value.forEach((v) => forbiddenKeys(v, found));
  else if (value && typeof value === 'object') {
    if (typeof value.path === 'string' && value.path.includes('/legal_actions')) return found;
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.includes(k)) found.push(k);
      // A player's action is public and may name a field like `stack`.
      if (k !== 'action' && k !== 'legal_actions') forbiddenKeys(v, found);
    }
  }
  return found;
}

/**
 * Checks every frame one person received, and every game view rebuilt from them: no other seat's
 * gems or goal while the game runs, private events only for their owner. Returns how many views
 * were checked and the last one.
 */
function checkFrames(who, me, frames) {
  let game = null;
  let views = 0;
  let last = null;
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    if (msg.t === 'sync') game = msg.game;
    else if (msg.t === 'event' && msg.patch) game = applyPatch(game, msg.patch);
    else if (msg.t === 'event' && msg.change) game = applyChange(game, msg.change);
    // Game over reveals everything (the decks' order included): only a running game is checked.
    const over = game?.game === 'super_camelot' && game.view.outcome !== null;
    if (!over) {
      const bad = forbiddenKeys(msg);
      check(bad.length === 0, `${who} received the key(s) ${bad.join(', ')}: ${raw.slice(0, 300)}`);
    }
    if (!(msg.t === 'sync' || (msg.t === 'event' && (msg.patch || msg.change)))) continue;
    if (!game || game.game !== 'super_camelot') continue;
    const view = game.view;
    views += 1;
    last = view;
    let own = null;
    for (const p of view.players) {
      if (p.seat === me) own = p.gems;
      else if (!over) {
        check(p.gems === null, `${who} saw seat ${p.seat}'s gems (${p.gems})`);
        check(p.gems_to_goal === null, `${who} saw seat ${p.seat}'s goal`);
      }
    }
    // A wallet event gives its owner's Gem total at that point of the change. One action may
    // change it more than once (two Gems in one attack), and a Treasure gained, stolen or
    // recovered later in the same change moves the total without a wallet event: then only the
    // last wallet event can be compared, and only when no Treasure moved after it.
    let lastTotal = null;
    let treasureAfter = false;
    for (const e of game.events) {
      // A live event is the event alone: its type says whether it is private.
      if (!PRIVATE_EVENTS.includes(e.type)) {
        if (/^(treasure_|big_treasure_)/.test(e.type)) treasureAfter = true;
        continue;
      }
      check(me !== null, `${who} (a spectator) received a private event: ${JSON.stringify(e)}`);
      if (e.type === 'wallet_changed') {
        lastTotal = e.total;
        treasureAfter = false;
      }
    }
    if (lastTotal !== null && !treasureAfter) {
      check(lastTotal === own, `${who} received someone else's wallet event (${lastTotal}, own ${own})`);
    }
    if (me !== null) check(own !== null, `${who} does not see its own gems`);
  }
  return { views, last };
}

/** The page text must not tell another seat's Gems. */
async function checkDom(who, page, me) {
  const players = await page.locator('.sc-player').allInnerTexts();
  const over = (await page.locator('.sc-over').count()) > 0;
  players.forEach((text, seat) => {
    if (seat === me || over) return;
    check(/Gems: hidden/.test(text), `${who}'s page shows seat ${seat}'s Gems: ${text}`);
    check(!/Gems: \d/.test(text), `${who}'s page shows seat ${seat}'s Gems: ${text}`);
  });
  const log = await page.locator('.sc-log').innerText();
  if (me === null) check(!/You gain|Your Big Treasure|only you see this/.test(log), `the spectator's log tells a private event`);
  for (const [seat, name] of NAMES.entries()) {
    if (seat !== me) check(!new RegExp(`${name} gains \\d+ Gem`).test(log), `${who}'s log tells ${name}'s wallet`);
  }
}

async function sit(page, code, name, seat, character, { creator = false } = {}) {
  if (!page.url().includes(`/l/${code}`)) await page.goto(`${base}/l/${code}`);
  if (creator) {
    // The creator is seated at once, as host.
    await page.locator('.seats li.mine').waitFor();
  } else {
    const nameBox = page.getByRole('textbox', { name: 'Your name' });
    await nameBox.waitFor();
    await nameBox.fill(name);
    await page.getByRole('button', { name: `Sit in seat ${seat + 1}` }).click();
  }
  // A Character's button is named by its name and ability, as it shows them.
  const pick = page.getByRole('button', { name: new RegExp(`^${character} `) });
  await pick.click();
  await page.waitForSelector(`button[data-character="${character}"][aria-pressed="true"]`);
  await page.getByRole('button', { name: 'Ready' }).click();
  await page.waitForSelector('button[aria-pressed="true"]:has-text("Ready")');
}

/**
 * The map square to click among the highlighted ones: the one nearest to a Bush or an Enemy (so
 * that swords get swung and prompts come), else any.
 */
async function chooseTarget(page) {
  // Single steps only (a square further away starts a walk of several steps, checked on its own).
  const targets = await page.locator('.sc-forest .sc-target:not(.sc-far)').evaluateAll((els) => els.map((e) => e.getAttribute('data-target')));
  const prey = await page.locator('.sc-forest [data-hittable=true]').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  const squares = targets.filter((t) => !t.startsWith('circle:'));
  if (squares.length === 0 || prey.length === 0 || Math.random() < 0.25) return targets[Math.floor(Math.random() * targets.length)];
  const distance = (t) =>
    Math.min(
      ...prey.map((p) => {
        const a = squareOf(t);
        const b = squareOf(p);
        return Math.abs(a.row - b.row) + Math.abs(a.col - b.col);
      }),
    );
  return squares.sort((a, b) => distance(a) - distance(b))[0];
}

/** Reads the choice the page offers its seat (null when it offers none). */
async function offered(page) {
  const panel = page.locator('.sc-decide');
  if ((await panel.count()) === 0) return null;
  const heading = (await panel.locator('h3').first().innerText()).trim();
  const actions = await panel
    .locator('button[data-sc-action]')
    .evaluateAll((els) => els.map((e) => ({ type: e.getAttribute('data-sc-action'), disabled: e.disabled })));
  if (actions.length === 0 || actions.some((a) => a.disabled)) return null;
  return { panel, heading, actions };
}

/** What the seat whose page shows a choice does, by clicking. */
async function playOne(page, memory, choice) {
  const { panel, heading, actions } = choice;
  const has = (t) => actions.some((a) => a.type === t);
  const click = async (type, nth = 0) => {
    const b = panel.locator(`button[data-sc-action="${type}"]`).nth(nth);
    const text = (await b.innerText()).trim();
    await b.click();
    return text;
  };
  // Once in the game, a step that revealed nothing is taken back (RULES.md SC26): the Character
  // must stand where the button said, and the Move goes on.
  if (has('undo_step') && !memory.tookBack) {
    const label = await click('undo_step');
    const back = /\((?:back to|retour en) ([A-X]\d+)\)/.exec(label)?.[1];
    check(back !== undefined, `the take-back button names the square to go back to (${label})`);
    await page.locator(`.sc-forest [data-me][data-at="${back}"]`).waitFor({ timeout: 10_000 });
    memory.tookBack = `${label}: back on ${back}`;
    return `${heading} → ${label}`;
  }
  // Map squares first where the choice is a place: a circle, or a step.
  if (has('place_on_circle') || has('step')) {
    const steps = memory.steps ?? 0;
    if (has('step') && steps >= 3 && has('stop_moving') && !/must be entered/.test(heading)) {
      memory.steps = 0;
      return `${heading} → ${await click('stop_moving')}`;
    }
    const where = await chooseTarget(page);
    await page.locator(`.sc-forest .sc-target[data-target="${where}"]`).click();
    memory.steps = steps + 1;
    return `${heading} → clicked ${where} on the map`;
  }
  memory.steps = 0;
  for (const t of ['surrender', 'keep_roll', 'convert_star', 'kill', 'draw_for', 'target', 'activate', 'knight_to', 'decline_speed_potion']) {
    if (has(t)) return `${heading} → ${await click(t)}`;
  }
  // Swing at whatever is in reach, open and pick up what is there, walk, then end the turn.
  const left = Number(/\((\d) of 3 left\)/.exec(heading)?.[1] ?? '0');
  if (has('open_chest')) return `${heading} → ${await click('open_chest')}`;
  if (has('pick_up')) return `${heading} → ${await click('pick_up')}`;
  if (has('bow')) return `${heading} → ${await click('bow')}`;
  if (has('attack')) return `${heading} → ${await click('attack')}`;
  if (has('move') && left > 1) return `${heading} → ${await click('move')}`;
  if (has('end_turn')) {
    // By keyboard: focus the button and press Enter.
    const b = panel.locator('button[data-sc-action="end_turn"]');
    await b.focus();
    await page.keyboard.press('Enter');
    // Passing actions that could still be used asks first; Enter on the same button confirms.
    if (left > 0 && actions.some((a) => a.type !== 'end_turn')) {
      await panel.getByTestId('sc-end-confirm').waitFor({ timeout: 5_000 });
      await page.keyboard.press('Enter');
      return `${heading} → End turn, confirmed (keyboard)`;
    }
    return `${heading} → End turn (keyboard)`;
  }
  return `${heading} → ${await click(actions[0].type)}`;
}

/**
 * A Bomb cannot be taken back, so its first tap only shows the block it would hit and asks for a
 * second: a tap on a Bomb's button sends nothing, shades the block, and can be cancelled.
 */
async function checkBombConfirm(page) {
  const panel = page.locator('.sc-decide');
  const heading = await panel.locator('h3').first().innerText();
  await panel.locator('details.sc-bombs summary').click();
  const first = panel.locator('details.sc-bombs button[data-sc-action="bomb"]').first();
  const label = (await first.innerText()).trim();
  await first.click();
  const confirm = page.getByTestId('sc-bomb-confirm');
  await confirm.waitFor({ timeout: 5000 });
  check((await confirm.innerText()).includes(label), `the confirmation names the Bomb: ${await confirm.innerText()}`);
  check((await page.locator('.sc-forest .sc-preview').count()) === 9, 'the block it would hit is shaded');
  await page.waitForTimeout(300);
  check((await panel.locator('h3').first().innerText()) === heading, 'one tap threw nothing');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  check((await confirm.count()) === 0, 'cancelled');
  // (The pointer may now rest on another Bomb's button, which shades its block: move it away.)
  await page.mouse.move(1, 1);
  check((await page.locator('.sc-forest .sc-preview').count()) === 0, 'the shading is gone');
  return label;
}

/**
 * The rules at hand beside a prompt: links to the sections it turns on, opened beside the game,
 * and the dice faces explained beside a roll. Adds what it saw to `seen` (link text -> href).
 */
async function checkRulesAtHand(page, seen) {
  const links = await page
    .locator('.sc-decide [data-testid=sc-rules] a')
    .evaluateAll((els) => els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), text: a.textContent })));
  check(links.length > 0, 'a prompt has the rules at hand');
  for (const l of links) {
    if (seen.has(l.text)) continue;
    check(/^\/rules\/super-camelot(#[\w-]+)?$/.test(l.href ?? '') && l.target === '_blank', `rules at hand: "${l.text}" opens ${l.href} beside the game`);
    seen.set(l.text, l.href);
  }
  const faces = page.locator('.sc-decide [data-testid=sc-faces]');
  if (!seen.has('faces') && (await faces.count()) > 0) {
    check((await faces.locator('li').count()) === 6, 'beside a roll, all six dice faces are explained');
    seen.set('faces', 'shown');
  }
}

/** Each section the prompts linked to is on the rules page. */
async function checkRulesSections(browser, seen) {
  const hrefs = [...new Set([...seen.values()].filter((h) => h.includes('#')))];
  const reader = await person(browser);
  await reader.page.goto(`${base}/rules/super-camelot`);
  await reader.page.locator('.rules-body h2').first().waitFor({ timeout: 10_000 });
  for (const href of hrefs) {
    const id = href.split('#')[1];
    check((await reader.page.locator(`[id="${id}"]`).count()) === 1, `the rules page has the section ${href}`);
  }
  await reader.context.close();
}

async function turnOf(page) {
  const text = await page.locator('.sc-status .sc-turn').innerText().catch(() => '');
  return Number(/Turn (\d+)/.exec(text)?.[1] ?? '0');
}

/** The log's lines, without the lobby events told in words (the history has only the game's). */
async function logTexts(page) {
  const lines = await page.locator('.sc-log li').allInnerTexts();
  return lines.map((l) => l.trim()).filter((l) => !LOBBY_WORDS.test(l));
}
const LOBBY_WORDS = / sat at seat \d| took over seat \d| left the game$|'s time ran out$| claimed the win: /;

/** Opens the lobby in a fresh context, waits for its log to read as `there`'s, then shows earlier lines. */
async function sameLog(who, page, there) {
  await page.waitForSelector('#game .sc-forest', { timeout: 15_000 });
  // All of the history: "Show earlier" until the start of the game is there.
  for (let i = 0; i < 50 && (await page.locator('.sc-log-earlier').count()) > 0; i++) {
    await page.locator('.sc-log-earlier:not([disabled])').click({ timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(200);
  }
  let mine = [];
  let theirs = [];
  for (let i = 0; i < 50; i++) {
    mine = await logTexts(page);
    theirs = await logTexts(there);
    if (mine.length > 10 && mine.join('\n') === theirs.join('\n')) break;
    await page.waitForTimeout(200);
  }
  const at = mine.findIndex((l, i) => l !== theirs[i]);
  check(
    mine.join('\n') === theirs.join('\n'),
    `${who}'s log (${mine.length} lines) differs from the page there all along (${theirs.length}) at line ${at}: ` +
      `${JSON.stringify(mine[at])} vs ${JSON.stringify(theirs[at])}`,
  );
  console.log(`${who}: the same ${mine.length} log lines as the page there all along`);
  return mine;
}

async function checkLateLog(browser, code, watcherPage, bobPage) {
  const late = await person(browser);
  try {
    await late.page.goto(`${base}/l/${code}`);
    const lines = await sameLog('a late spectator', late.page, watcherPage);
    check(lines.some((l) => /for the first player/.test(l)), 'the late log starts with the first-player rolls');
    await checkDom('the late spectator', late.page, null);
    await late.page.locator('.sc-log').scrollIntoViewIfNeeded();
    await shot(late.page, 'super-camelot-late-spectator');
  } finally {
    await late.context.close();
  }
  // Bob's seat in a fresh browser: the same lines as his own page, his private ones included.
  const token = await bobPage.evaluate((c) => localStorage.getItem(`albion.token.${c}`), code);
  check(token, "bob's page keeps his seat token");
  const bobLines = await logTexts(bobPage);
  const fresh = await person(browser);
  try {
    await fresh.context.addInitScript(([c, t]) => localStorage.setItem(`albion.token.${c}`, t), [code, token]);
    await fresh.page.goto(`${base}/l/${code}`);
    await fresh.page.locator('.sc-status[data-my-turn]').waitFor({ timeout: 15_000 });
    const text = await fresh.page.locator('.sc-log').innerText();
    check(/only you see this/.test(text) === bobLines.some((l) => /only you see this/.test(l)), "bob's private lines come back");
    // The old page stopped (the seat moved here); compare with what it read.
    let mine = [];
    for (let i = 0; i < 50; i++) {
      mine = await logTexts(fresh.page);
      if (mine.join('\n') === bobLines.join('\n')) break;
      await fresh.page.waitForTimeout(200);
    }
    check(mine.join('\n') === bobLines.join('\n'), `bob's seat in a fresh browser reads ${mine.length} lines, his page ${bobLines.length}`);
    console.log(`bob's seat in a fresh browser: the same ${mine.length} log lines, ${mine.filter((l) => /only you see this/.test(l)).length} private`);
    await checkDom('bob in a fresh browser', fresh.page, 1);
  } finally {
    await fresh.context.close();
  }
}

run(async () => {
  const browser = await launch();
  try {
    const seats = [];
    for (let i = 0; i < 3; i++) seats.push(await person(browser));
    const watcher = await person(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const [host] = seats;

    // Ann creates the lobby on the start page.
    await host.page.goto(`${base}/`);
    await host.page.getByRole('textbox', { name: 'Your name' }).fill(NAMES[0]);
    await host.page.getByRole('combobox', { name: 'Game' }).selectOption('super_camelot');
    await host.page.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await host.page.getByRole('button', { name: 'Create lobby' }).click();
    await host.page.waitForURL(/\/l\/[A-Z0-9]+$/);
    const code = /\/l\/([A-Z0-9]+)$/.exec(host.page.url())[1];
    const invite = (await host.page.locator('[data-testid=invite-link]').innerText()).trim();
    check(invite.endsWith(`/l/${code}`), `the invite link ${invite} names the lobby ${code}`);

    await sit(host.page, code, NAMES[0], 0, CHARACTERS[0], { creator: true });
    for (let i = 1; i < 3; i++) {
      await seats[i].page.goto(invite.startsWith('http') ? invite : `${base}/l/${code}`);
      await sit(seats[i].page, code, NAMES[i], i, CHARACTERS[i]);
    }
    await watcher.page.goto(`${base}/l/${code}`);
    await watcher.page.getByRole('button', { name: 'Sit in seat 1' }).or(watcher.page.getByText('Every seat is taken')).first().waitFor();

    await host.page.getByRole('button', { name: 'Start game' }).click();
    for (const p of [...seats, watcher]) await p.page.waitForSelector('#game .sc-forest', { timeout: 15_000 });

    // Every page tells whose decision it is; the spectator has no choices.
    const spectatorStatus = await watcher.page.locator('.sc-status').innerText();
    check(/Waiting for (ann|bob|cy) to/.test(spectatorStatus), `the spectator is told who decides: ${spectatorStatus}`);
    check((await watcher.page.locator('.sc-decide').count()) === 0, 'the spectator is offered no choice');

    // The server of this test starts every Super Camelot game from the debug build's scenario
    // `mimic_theft` (ALBION_DEBUG_SCENARIO, set by server/tests/browser.rs): ann, walled in by Rocks,
    // ends her turn at once, and the Mimic on her tile goes for bob, who must choose which Treasure
    // it steals: a prompt for a seat that is not the active player, answered by clicking.
    await host.page.locator('.sc-decide').getByRole('button', { name: 'End turn' }).click();
    // With actions left and something else she could do with them, the panel asks first.
    const confirm = host.page.getByTestId('sc-end-confirm');
    await confirm.waitFor({ timeout: 10_000 });
    check(/End your turn with \d actions? left\?/.test((await confirm.textContent()) ?? ''), 'the end of the turn asks first');
    await confirm.getByRole('button', { name: 'End the turn' }).click();
    await seats[1].page.locator('.sc-decide').waitFor({ timeout: 10_000 });
    check(
      (await seats[1].page.locator('.sc-status').getAttribute('data-my-turn')) === 'false',
      'bob is asked while it is not his turn',
    );
    await host.page.locator('.sc-status', { hasText: 'Waiting for bob to' }).waitFor({ timeout: 5000 });
    await watcher.page.locator('.sc-status', { hasText: 'Waiting for bob to' }).waitFor({ timeout: 5000 });
    await shot(seats[1].page, 'super-camelot-prompt');

    // Play by clicking until several rounds went by.
    const started = Date.now();
    const memory = seats.map(() => ({}));
    const played = [];
    let nonActive = null;
    let bombChecked = null;
    const rulesSeen = new Map();
    let walked = null;
    let idle = 0;
    while (Date.now() - started < PLAY_MS) {
      let acted = false;
      for (const [i, s] of seats.entries()) {
        const choice = await offered(s.page);
        if (!choice) continue;
        const turn = await turnOf(s.page);
        const myTurn = await s.page.locator('.sc-status').getAttribute('data-my-turn');
        if (!bombChecked && choice.actions.some((a) => a.type === 'bomb')) bombChecked = await checkBombConfirm(s.page);
        await checkRulesAtHand(s.page, rulesSeen);
        // A square two or more steps away is clicked once: the Character walks there step by step.
        const far = s.page.locator('.sc-forest .sc-target.sc-far');
        if (!walked && (await far.count()) > 0) {
          const to = await far.first().getAttribute('data-target');
          await far.first().click();
          await s.page.locator(`.sc-forest [data-me][data-at="${to}"]`).waitFor({ timeout: 10_000 });
          walked = `${NAMES[i]} walked to ${to} with one click`;
          played.push(walked);
          acted = true;
          break;
        }
        const what = await playOne(s.page, memory[i], choice);
        acted = true;
        idle = 0;
        played.push(`${NAMES[i]}: ${what}`);
        if (myTurn === 'false') nonActive = `${NAMES[i]} answered "${what}" on another seat's turn ${turn}`;
        await s.page.waitForTimeout(40);
        break;
      }
      if (!acted) {
        idle += 1;
        check(idle < 100, 'nobody was offered a choice for 10 s');
        await seats[0].page.waitForTimeout(100);
      }
      if ((await turnOf(seats[0].page)) >= TARGET_TURN) break;
    }
    const reached = await turnOf(seats[0].page);
    console.log(`played ${played.length} choices by clicking, reached turn ${reached}`);
    console.log(played.slice(-8).join('\n'));
    check(reached >= 4, `several rounds were played (turn ${reached})`);
    check(nonActive !== null, 'a prompt for a non-active player was answered by clicking');
    console.log(`a prompt for a non-active player: ${nonActive}`);
    check(bombChecked !== null, 'a Bomb was offered (bob plays Merlin, who starts with one) and asked for confirmation');
    console.log(`the Bomb confirmation: ${bombChecked}`);
    check(walked !== null, 'a destination several steps away was clicked and reached');
    // Whether a quiet step came up depends on the deal; when one did, taking it back worked above.
    const tookBack = memory.map((m) => m.tookBack).find(Boolean);
    console.log(tookBack ? `a step taken back: ${tookBack}` : 'no step that could be taken back came up');
    check(rulesSeen.has('Your Actions') && rulesSeen.has('Moving and exploring'), `the prompts linked the rules of a turn and a move (${[...rulesSeen.keys()].join(', ')})`);
    await checkRulesSections(browser, rulesSeen);
    console.log(`rules at hand beside the prompts: ${[...rulesSeen.keys()].join(', ')}`);
    console.log(walked);

    // On a phone-sized screen "Zoom in" zooms inside the map, centred on your Character; the page
    // keeps its width.
    await seats[1].page.setViewportSize({ width: 390, height: 844 });
    await seats[1].page.getByRole('button', { name: 'Zoom in' }).click();
    // (A page opened on a phone starts zoomed: the spectator's below.)
    const box = seats[1].page.getByTestId('sc-map-box');
    const zoomed = await box.evaluate((el) => {
      const me = el.querySelector('[data-me]')?.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth,
        inner: el.scrollWidth,
        client: el.clientWidth,
        meX: me ? me.left + me.width / 2 - b.left : null,
        meY: me ? me.top + me.height / 2 - b.top : null,
        height: el.clientHeight,
        left: el.scrollLeft,
        maxLeft: el.scrollWidth - el.clientWidth,
      };
    });
    // Centred, unless the Character stands so near the forest's east or west edge that the box
    // is scrolled as far as it goes that way.
    const centred = zoomed.meX !== null && (
      Math.abs(zoomed.meX - zoomed.client / 2) < zoomed.client / 4
      || (zoomed.meX > zoomed.client / 2 && zoomed.left >= zoomed.maxLeft - 1)
      || (zoomed.meX < zoomed.client / 2 && zoomed.left <= 1));
    check(zoomed.page <= 390, `zoomed, the page is ${zoomed.page} px wide at 390`);
    check(zoomed.inner > zoomed.client * 1.5, `the map is wider than its box (${zoomed.inner} in ${zoomed.client})`);
    check(
      centred && zoomed.meY > 0 && zoomed.meY < zoomed.height,
      `zoomed, bob's Character is in the middle of the map box: ${JSON.stringify(zoomed)}`,
    );
    await shot(seats[1].page, 'super-camelot-phone-zoomed');
    await seats[1].page.getByRole('button', { name: 'Zoom out' }).click();
    await seats[1].page.setViewportSize({ width: 1280, height: 900 });

    // The spectator's phone: the page does not scroll sideways; the map scrolls in its own box.
    const wide = await watcher.page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 375, `the phone page is ${wide} px wide`);
    // On a phone the map starts zoomed (about 40 px a square), so its text can be read.
    await watcher.page.getByRole('button', { name: 'Zoom out' }).waitFor();
    const square = await watcher.page.locator('.sc-forest').evaluate((svg) => {
      const vb = svg.viewBox.baseVal;
      return (svg.getBoundingClientRect().width / vb.width) * 32;
    });
    check(square >= 36, `a square of the zoomed map is ${square.toFixed(1)} px on the phone`);
    await shot(watcher.page, 'super-camelot-phone');
    const log = await watcher.page.locator('.sc-log li').count();
    check(log > 10, `the spectator's log has ${log} lines`);

    // Nobody's page or socket showed another seat's wallet while the game ran.
    for (const [i, s] of seats.entries()) await checkDom(NAMES[i], s.page, i);
    await checkDom('the spectator', watcher.page, null);

    // The log comes from the server (the history after every sync): a spectator who arrives now
    // and bob's seat opened in a fresh browser (his seat token copied into its storage) read the
    // same lines as the pages that were there from the start, private ones only for bob.
    await checkLateLog(browser, code, watcher.page, seats[1].page);

    // A reload keeps the log and the seat.
    const before = await seats[1].page.locator('.sc-log li').count();
    await seats[1].page.reload();
    await seats[1].page.waitForSelector('#game .sc-forest');
    const after = await seats[1].page.locator('.sc-log li').count();
    check(after >= before, `the log survives a reload (${before} lines before, ${after} after)`);

    // Cy, then Bob resign (with the confirmation); Ann is the last one standing.
    for (const i of [2, 1]) {
      const p = seats[i].page;
      await p.getByRole('button', { name: 'Resign…' }).click();
      await p.getByRole('button', { name: 'Yes, resign' }).click();
      await p.locator('.sc-player', { hasText: 'Resigned' }).first().waitFor();
    }
    for (const p of [...seats, watcher]) await p.page.waitForSelector('.sc-over', { timeout: 15_000 });
    const over = await host.page.locator('.sc-over').innerText();
    check(/You win as the last one standing/.test(over), `ann is told she won: ${over}`);
    check(await host.page.getByRole('button', { name: 'Rematch' }).isVisible(), 'a Rematch button');
    check((await host.page.locator('.sc-over a[href^="/g/"]').count()) === 1, 'a link to the game record');
    await shot(host.page, 'super-camelot-over');
    const hostLog = await host.page.locator('.sc-log').innerText();
    check(/Game over: ann wins as the last one standing/.test(hostLog), 'the log tells the end');

    // Everyone asks for a rematch: a fresh game with a fresh log.
    await seats[0].page.getByRole('button', { name: 'Rematch', exact: true }).click();
    // The others are offered "Accept", and told who asks.
    await seats[1].page.getByRole('button', { name: 'Accept the rematch' }).waitFor({ timeout: 5000 });
    await seats[1].page.getByText(`${NAMES[0]} asks for a rematch.`).waitFor({ timeout: 5000 });
    for (const s of seats.slice(1)) await s.page.getByRole('button', { name: 'Accept the rematch' }).click();
    for (const p of [...seats, watcher]) {
      await p.page.waitForFunction(() => !document.querySelector('.sc-over') && document.querySelector('#game .sc-forest'), null, {
        timeout: 15_000,
      });
      const text = await p.page.locator('.sc-log').innerText();
      check(!/resigns/.test(text), `the rematch starts a fresh log: ${text.slice(0, 200)}`);
    }

    for (const [i, s] of seats.entries()) {
      const { views } = checkFrames(NAMES[i], i, s.frames);
      check(views > 10, `${NAMES[i]} received views (${views})`);
    }
    const { views } = checkFrames('the spectator', null, watcher.frames);
    check(views > 10, `the spectator received views (${views})`);

    for (const [i, p] of [...seats, watcher].entries()) {
      const errors = p.errors.filter((e) => !/WebSocket/.test(e));
      check(errors.length === 0, `page ${i} logged errors: ${errors.join(' | ')}`);
    }
  } finally {
    await browser.close();
  }
});
