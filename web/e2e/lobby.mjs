// The start page and the lobby, as people use them: create, find and join lobbies, names, kick,
// leave, chat, a reload, and the phone layout (375×812) without horizontal scroll.
// Usage: node e2e/lobby.mjs http://127.0.0.1:PORT
import { base, check, launch, person, run, shot } from './lib.mjs';

async function noHorizontalScroll(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  check(scroll <= client, `${what}: the page is ${scroll} px wide in a ${client} px window`);
}

async function createLobby(page, { game = 'camelot', players, isPublic = true, name } = {}) {
  await page.goto(`${base}/`);
  if (name) await page.locator('#home-name').fill(name);
  await page.getByLabel('Game').selectOption(game);
  if (players) await page.getByLabel('Players').selectOption(String(players));
  const box = page.getByRole('checkbox', { name: 'Public', exact: true });
  check(!(await box.isChecked()), 'a new lobby is private unless "Public" is ticked');
  if ((await box.isChecked()) !== isPublic) await box.click();
  await page.getByRole('button', { name: 'Create lobby' }).click();
  await page.waitForURL(/\/l\/[2-9A-Z]{12}$/);
  return (await page.getByTestId('invite-link').textContent()).trim();
}

async function sit(page, name, seat) {
  await page.locator('form.sit').getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: `Sit in seat ${seat}` }).click();
  await page.locator('.seats li.mine').waitFor();
}

run(async () => {
  const browser = await launch();

  // Time to the first interactive screen: from navigation to the "Create lobby" button enabled.
  {
    const { page } = await person(browser);
    const started = Date.now();
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Create lobby' }).waitFor();
    const paint = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { domInteractive: nav.domInteractive, load: nav.loadEventEnd };
    });
    console.log(`first interactive screen: ${Date.now() - started} ms wall, domInteractive ${paint.domInteractive.toFixed(0)} ms, load ${paint.load.toFixed(0)} ms`);
    await page.context().close();
  }

  const ann = await person(browser);
  const bob = await person(browser);
  const cat = await person(browser);

  // Ann names herself on the start page (remembered) and creates a public Camelot lobby.
  await ann.page.goto(`${base}/`);
  await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
  const invite = await createLobby(ann.page);
  const code = invite.split('/l/')[1];
  check(invite === `${base}/l/${code}`, `the invite link is ${invite}`);
  check((await ann.page.evaluate(() => localStorage.getItem('albion.name'))) === 'Ann', 'the name is remembered');
  // The creator sits at once in seat 1, as host, and may seat a computer player straight away.
  await ann.page.locator('.seats li.mine', { hasText: 'Ann' }).waitFor();
  check((await ann.page.locator('.seats li.mine .tag', { hasText: 'host' }).count()) === 1, 'Ann is the host');
  check((await ann.page.locator('.seats li.mine .seat-no').innerText()) === 'White', 'Ann sits in seat 1 (White)');
  await ann.page.getByRole('button', { name: 'Add computer player' }).waitFor();
  await shot(ann.page, 'lobby');

  // Bob finds it in the public list and joins it from there.
  await bob.page.goto(`${base}/`);
  await bob.page.locator(`.lobby-list a[href="/l/${code}"]`).click();
  await bob.page.waitForURL(`${base}/l/${code}`);
  // With no name yet, "Sit" is disabled and says why.
  check(await bob.page.getByRole('button', { name: 'Sit in seat 2' }).isDisabled(), 'Sit waits for a name');
  check(
    (await bob.page.getByTestId('sit-why').innerText()).includes('Type your name to take a seat'),
    'the disabled Sit says why',
  );
  // The same name, in another case, is refused with the server's reason.
  await bob.page.locator('form.sit').getByRole('textbox', { name: 'Your name' }).fill('ANN');
  await bob.page.getByRole('button', { name: 'Sit in seat 2' }).click();
  await bob.page.getByRole('alert').filter({ hasText: /already called/ }).waitFor();
  await sit(bob.page, 'Bob', 2);
  await ann.page.locator('.seats').getByText('Bob', { exact: true }).waitFor();

  // Cat types the code (in lower case) and watches: every seat is taken.
  await cat.page.goto(`${base}/`);
  await cat.page.getByLabel('Lobby code').fill(code.toLowerCase());
  await cat.page.getByRole('button', { name: 'Join' }).click();
  await cat.page.waitForURL(`${base}/l/${code}`);
  await cat.page.getByTestId('spectator-note').getByText(/Every seat is taken, so you are watching/).waitFor();

  // Chat reaches everyone, with the sender's name; a spectator is marked as watching.
  await cat.page.getByLabel('Chat message').fill('good luck both');
  await cat.page.getByRole('button', { name: 'Send' }).click();
  await ann.page.locator('.chat').getByText('good luck both').waitFor();
  await bob.page.getByLabel('Chat message').fill('thanks!');
  await bob.page.keyboard.press('Enter');
  await cat.page.locator('.chat').getByText('Bob:').waitFor();

  // The host kicks Bob: Bob is told why; his seat is free again.
  await ann.page.getByRole('button', { name: 'Kick Bob' }).click();
  await bob.page.getByTestId('connection').getByText('The host removed you from this lobby.').waitFor();
  await cat.page.getByRole('button', { name: 'Sit in seat 2' }).waitFor();

  // Cat sits; then leaves the seat again and keeps watching; then sits once more.
  await sit(cat.page, 'Cat', 2);
  await cat.page.getByRole('button', { name: 'Leave seat' }).click();
  await cat.page.getByRole('button', { name: 'Sit in seat 2' }).waitFor();
  await sit(cat.page, 'Cat', 2);

  // Both ready; the host starts. A reload keeps the seat (token in the browser's storage).
  await cat.page.getByRole('button', { name: 'Ready' }).click();
  await ann.page.getByRole('button', { name: 'Ready' }).click();
  const start = ann.page.getByRole('button', { name: 'Start game' });
  await start.waitFor();
  await ann.page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Start game');
    return b && !b.disabled;
  });
  await start.click();
  await ann.page.locator('section#game').waitFor();
  await cat.page.reload();
  await cat.page.locator('section#game').waitFor();
  await cat.page.locator('.seats li.mine .seat-name', { hasText: 'Cat' }).waitFor();
  // A stranger opening the full, running game is told why they only watch.
  const dan = await person(browser);
  await dan.page.goto(`${base}/l/${code}`);
  await dan.page.getByTestId('spectator-note').getByText(/Every seat is taken and the game is on, so you are watching/).waitFor();
  await dan.context.close();
  // A creator who chose Black sits as Black, and hosts.
  const eve = await person(browser);
  await eve.page.goto(`${base}/`);
  await eve.page.locator('#home-name').fill('Eve');
  await eve.page.getByLabel('You play').selectOption('1');
  await eve.page.getByRole('button', { name: 'Create lobby' }).click();
  await eve.page.locator('.seats li.mine', { hasText: 'Eve' }).waitFor();
  check((await eve.page.locator('.seats li.mine .seat-no').innerText()) === 'Black', 'Eve sits as Black');
  check((await eve.page.locator('.seats li.mine .tag', { hasText: 'host' }).count()) === 1, 'Eve is the host');
  // Without a name the start page asks for one first.
  const fay = await person(browser);
  await fay.page.goto(`${base}/`);
  await fay.page.getByRole('button', { name: 'Create lobby' }).click();
  await fay.page.getByRole('alert').getByText(/Choose your name first/).waitFor();
  check(new URL(fay.page.url()).pathname === '/', 'no lobby without a name');
  await eve.context.close();
  await fay.context.close();

  // The phone layout: lobby page before a game and game page, no horizontal scroll.
  const phone = await person(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await phone.page.goto(`${base}/`);
  await noHorizontalScroll(phone.page, 'start page on a phone');
  const scInvite = await createLobby(phone.page, { game: 'super_camelot', players: 3, isPublic: false, name: 'Dee' });
  await phone.page.locator('.seats li.mine', { hasText: 'Dee' }).waitFor();
  await noHorizontalScroll(phone.page, 'Super Camelot lobby on a phone');
  await shot(phone.page, 'phone-lobby');
  await phone.page.goto(`${base}/l/${code}`);
  await phone.page.locator('section#game').waitFor();
  await noHorizontalScroll(phone.page, 'Camelot game on a phone');
  await shot(phone.page, 'phone-camelot');
  check(scInvite.includes('/l/'), 'a second lobby was made');

  for (const p of [ann, bob, cat, phone]) {
    check(p.errors.length === 0, `no page errors: ${p.errors.join('; ')}`);
  }
  await browser.close();
});
