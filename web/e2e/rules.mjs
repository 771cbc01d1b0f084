// How to play, served by the client: /rules/camelot and /rules/super-camelot rendered in the
// client's style under the server's Content-Security-Policy, linked from the start page, the
// lobby and the game with the right section at hand (opened beside the game), on a desktop and a
// 390×844 phone; and in French for a browser that prefers French (its text, anchors and words).
// Usage: node e2e/rules.mjs http://127.0.0.1:PORT
import { base, check, launch, person, run, shot } from './lib.mjs';

async function noHorizontalScroll(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  check(scroll <= client, `${what}: the page is ${scroll} px wide in a ${client} px window`);
}

async function inView(page, id) {
  return page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top >= -2 && r.top < innerHeight / 2;
  }, id);
}

run(async () => {
  const browser = await launch();
  const csp = [];
  const ann = await person(browser);
  ann.page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text());
  });

  // From the start page to the Camelot rules, without a reload.
  await ann.page.goto(`${base}/`);
  await ann.page.getByTestId('home-rules').getByRole('link', { name: 'how to play Camelot' }).click();
  await ann.page.waitForURL(`${base}/rules/camelot`);
  await ann.page.getByRole('heading', { level: 1, name: 'How to play Camelot' }).waitFor();
  await ann.page.locator('.rules-body h2#the-castles').waitFor();
  check((await ann.page.title()) === 'Albion · How to play Camelot', `title ${await ann.page.title()}`);
  // The contents jump to a section; the text's own links work inside the page.
  await ann.page.locator('.rules-nav').getByRole('link', { name: 'How a game ends' }).click();
  await ann.page.waitForURL(`${base}/rules/camelot#how-a-game-ends`);
  check(await inView(ann.page, 'how-a-game-ends'), 'the contents scroll to "How a game ends"');
  await shot(ann.page, 'rules-camelot');
  // The other game's rules from the contents.
  await ann.page.locator('.rules-nav').getByRole('link', { name: 'How to play Super Camelot' }).click();
  await ann.page.getByRole('heading', { level: 1, name: 'How to play Super Camelot' }).waitFor();
  check((await ann.page.locator('.rules-body table').count()) >= 2, 'the tables are rendered');

  // Opened straight at a section (a link from a game in a new tab).
  await ann.page.goto(`${base}/rules/super-camelot#bomb`);
  await ann.page.locator('#bomb').waitFor();
  check(await inView(ann.page, 'bomb'), 'a #section in the address scrolls to it');
  const unknown = await ann.page.request.get(`${base}/rules/chess`);
  check(unknown.status() === 404, `/rules/chess is ${unknown.status()}`);

  // A Camelot lobby links its rules; the game links the Knight's charge beside the board, opened
  // in a new tab so the game stays.
  await ann.page.goto(`${base}/`);
  await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
  await ann.page.getByRole('button', { name: 'Create lobby' }).click();
  await ann.page.waitForURL(/\/l\/[2-9A-Z]{12}$/);
  const lobbyUrl = ann.page.url();
  const howTo = ann.page.locator('.lobby-head').getByRole('link', { name: 'How to play Camelot' });
  check((await howTo.getAttribute('target')) === '_blank', 'the lobby opens the rules beside it');
  check((await howTo.getAttribute('href')) === '/rules/camelot', 'the lobby links the Camelot rules');
  await ann.page.locator('.seats li.mine').waitFor();
  await ann.page.getByRole('button', { name: 'Add computer player' }).click();
  await ann.page.getByRole('button', { name: 'Ready' }).click();
  await ann.page.getByRole('button', { name: 'Start game' }).click();
  await ann.page.locator('section#game').waitFor();
  const charge = ann.page.getByTestId('camelot-rules').getByRole('link', { name: "How does a Knight's charge work?" });
  const [tab] = await Promise.all([ann.context.waitForEvent('page'), charge.click()]);
  await tab.waitForLoadState();
  check(tab.url() === `${base}/rules/camelot#4-the-knights-charge-knights-only`, `the charge link opened ${tab.url()}`);
  await tab.locator('[id="4-the-knights-charge-knights-only"]').waitFor();
  check(await inView(tab, '4-the-knights-charge-knights-only'), 'the new tab is at the charge');
  await shot(tab, 'rules-charge');
  await tab.close();
  check(ann.page.url() === lobbyUrl, 'the game stayed in its tab');

  // The phone: readable, no sideways scroll, the contents above the text.
  const phone = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const game of ['camelot', 'super-camelot']) {
    await phone.page.goto(`${base}/rules/${game}`);
    await phone.page.locator('.rules-body h2').first().waitFor();
    await noHorizontalScroll(phone.page, `${game} rules on a phone`);
  }
  await phone.page.goto(`${base}/rules/super-camelot#attack-with-your-sword`);
  await phone.page.locator('#attack-with-your-sword').waitFor();
  await shot(phone.page, 'phone-rules');

  // A browser that prefers French reads the French text, with its own anchors and the page's own
  // words in French.
  const claire = await person(browser, { locale: 'fr-FR' });
  claire.page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text());
  });
  await claire.page.goto(`${base}/rules/camelot`);
  await claire.page.getByRole('heading', { level: 1, name: 'Comment jouer à Camelot' }).waitFor();
  const htmlLang = await claire.page.evaluate(() => document.documentElement.lang);
  check(htmlLang === 'fr', `the French page's lang is ${htmlLang}`);
  await claire.page.locator('.rules-body h2[id="les-châteaux"]').waitFor();
  check((await claire.page.title()).includes('Comment jouer à Camelot'), `French title ${await claire.page.title()}`);
  const frAnchor = await claire.page.locator('.rules-body h2 a.anchor').first().getAttribute('aria-label');
  check(frAnchor === 'Lien vers cette section', `a French heading's link is named ${frAnchor}`);
  const contents = claire.page.getByRole('navigation', { name: 'Sommaire' });
  check((await contents.getByRole('link', { name: "Page d'accueil" }).count()) === 1, 'the French contents link the start page');
  await contents.getByRole('link', { name: 'Comment finit une partie' }).click();
  await claire.page.waitForURL(`${base}/rules/camelot#comment-finit-une-partie`);
  check(await inView(claire.page, 'comment-finit-une-partie'), 'the French contents scroll to "Comment finit une partie"');
  await contents.getByRole('link', { name: 'Comment jouer à Super Camelot' }).click();
  await claire.page.getByRole('heading', { level: 1, name: 'Comment jouer à Super Camelot' }).waitFor();
  // Opened straight at a French section whose anchor has an accent (a game's link).
  await claire.page.goto(`${base}/rules/super-camelot#attaquer-avec-votre-épée`);
  await claire.page.locator('[id="attaquer-avec-votre-épée"]').waitFor();
  check(await inView(claire.page, 'attaquer-avec-votre-épée'), 'a French #section in the address scrolls to it');
  await shot(claire.page, 'rules-fr');

  check(csp.length === 0, `no CSP violations: ${csp.join('; ')}`);
  for (const p of [ann, phone, claire]) check(p.errors.length === 0, `no page errors: ${p.errors.join('; ')}`);
  await browser.close();
});
