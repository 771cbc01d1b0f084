// French: a browser whose language is French gets the start page and a lobby in French (and its
// hello names the language), and the header's language menu switches back to English, which then
// stays chosen over the browser's language.
// Usage: node e2e/french.mjs http://127.0.0.1:PORT
import { base, check, launch, person, run, shot } from './lib.mjs';

/** The page's <html lang>, once the script has set it. */
async function htmlLang(page, want) {
  await page.waitForFunction((l) => document.documentElement.lang === l, want, { timeout: 10_000 });
}

run(async () => {
  const browser = await launch();
  const ann = await person(browser, { locale: 'fr-FR' });
  const { page } = ann;
  const hellos = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      if (typeof f.payload !== 'string') return;
      try {
        const msg = JSON.parse(f.payload);
        if (msg.t === 'hello') hellos.push(msg);
      } catch {
        // Not JSON: not a hello.
      }
    });
  });

  // The start page speaks French: the browser's language, nothing chosen yet.
  await page.goto(`${base}/`);
  await htmlLang(page, 'fr');
  await page.getByRole('heading', { name: 'Jouez à Camelot et à Super Camelot entre amis' }).waitFor();
  await page.getByRole('heading', { name: 'Nouveau salon' }).waitFor();
  await page.getByRole('heading', { name: 'Rejoindre avec un code' }).waitFor();
  await page.getByRole('heading', { name: 'Salons ouverts' }).waitFor();
  check(await page.getByRole('link', { name: 'Mes parties' }).isVisible(), 'the header says "Mes parties"');
  check(await page.getByRole('link', { name: 'Règles de Camelot' }).isVisible(), 'the header links "Règles de Camelot"');
  const menu = page.getByRole('combobox', { name: 'Langue' });
  check((await menu.inputValue()) === 'fr', 'the language menu shows French');
  const options = (await menu.locator('option').allInnerTexts()).map((s) => s.trim());
  check(options.join('|') === 'English|Français', `the menu lists each language in itself: ${options.join(', ')}`);
  check(
    (await page.locator('#new-side option').allInnerTexts()).join('|') === 'Blancs (jouent en premier)|Noirs',
    'the sides are Blancs and Noirs',
  );
  // The name field's placeholder is French too.
  check(
    (await page.getByRole('textbox', { name: 'Votre nom' }).getAttribute('placeholder')) === 'Le nom que les autres verront',
    'the placeholder is French',
  );
  // A lobby without a name first says why, in French.
  await page.getByRole('button', { name: 'Créer le salon' }).click();
  await page.getByRole('alert').getByText(/Choisissez d'abord votre nom/).waitFor();
  await shot(page, 'french-home');

  // A Camelot lobby, in French.
  await page.getByRole('textbox', { name: 'Votre nom' }).fill('Anne');
  await page.getByLabel('Jeu', { exact: true }).selectOption('camelot');
  await page.getByRole('button', { name: 'Créer le salon' }).click();
  await page.waitForURL(/\/l\/[2-9A-Z]{12}$/);
  await page.locator('.seats li.mine', { hasText: 'Anne' }).waitFor();
  check((await page.locator('.seats li.mine .seat-no').innerText()) === 'Blancs', 'Anne plays the Blancs');
  check((await page.locator('.seats li.mine .tag', { hasText: 'hôte' }).count()) === 1, 'Anne is the hôte');
  check((await page.locator('#lobby-title').innerText()) === 'Camelot, règles standard', 'the lobby names its game in French');
  await page.locator('.lobby-head .status', { hasText: 'En attente de 1 joueur de plus' }).waitFor();
  await page.getByRole('button', { name: 'Ajouter un joueur ordinateur' }).waitFor();
  await page.getByRole('button', { name: "Copier le lien d'invitation" }).waitFor();
  await page.getByRole('heading', { name: 'Discussion' }).waitFor();
  check(await page.getByRole('link', { name: 'Comment jouer à Camelot' }).isVisible(), 'the rules link is French');
  check(/^Albion · [2-9A-Z]{12}$/.test(await page.title()), 'the title names the lobby');
  check(hellos.length > 0 && hellos.every((h) => h.lang === 'fr'), `the hello names French: ${JSON.stringify(hellos)}`);
  await shot(page, 'french-lobby');

  // The header's menu switches to English: the page loads again in English, Anne in her seat.
  await Promise.all([page.waitForEvent('load'), menu.selectOption('en')]);
  await htmlLang(page, 'en');
  await page.locator('.seats li.mine', { hasText: 'Anne' }).waitFor();
  check((await page.locator('.seats li.mine .seat-no').innerText()) === 'White', 'in English, Anne plays White');
  check((await page.locator('#lobby-title').innerText()) === 'Camelot, standard rules', 'the lobby names its game in English');
  await page.getByRole('button', { name: 'Add computer player' }).waitFor();
  await page.getByRole('heading', { name: 'Chat' }).waitFor();
  check((await page.getByRole('combobox', { name: 'Language' }).inputValue()) === 'en', 'the menu shows English');
  check(hellos.at(-1)?.lang === 'en', 'the new hello names English');

  // The choice is kept: the start page stays English though the browser prefers French.
  await page.goto(`${base}/`);
  await htmlLang(page, 'en');
  await page.getByRole('heading', { name: 'Play Camelot and Super Camelot with friends' }).waitFor();
  check(await page.getByRole('button', { name: 'Create lobby' }).isVisible(), 'the start page is English');
  check((await page.evaluate(() => localStorage.getItem('albion.lang'))) === 'en', 'the choice is remembered');

  check(ann.errors.length === 0, `no page errors: ${ann.errors.join('; ')}`);
  await browser.close();
});
