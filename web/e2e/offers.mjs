// Offers between the players (RULES.md C15–C17), in two browsers: Ann moves and asks to take it
// back; Bob's page names the offer and its answers, and he declines; Ann may not offer again
// before her next move. Bob replies, Ann moves and asks again; Bob accepts and both boards go back
// a move. Ann moves again; Bob offers a draw, Ann accepts it by its named button, and the game is
// drawn by agreement on both pages. The answers never stand where the offer buttons stood.
//
//   node e2e/offers.mjs http://127.0.0.1:8080
import { base, check, clickMove, launch, person, ready, run, shot, waitPly } from './lib.mjs';

const TIMEOUT = 10_000;

const offers = (page) => page.getByTestId('camelot-offers');
const box = async (page) => ((await offers(page).textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The page's position on the board, as the game element says it. */
const position = (page) => page.locator('section#game .cm-game').getAttribute('data-ply');

async function rect(locator) {
  const r = await locator.boundingBox();
  if (!r) throw new Error('not on the page');
  return r;
}

function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

run(async () => {
  const browser = await launch();
  try {
    const ann = await person(browser);
    const bob = await person(browser);

    await ann.page.goto(base);
    await ann.page.getByRole('textbox', { name: 'Your name' }).fill('Ann');
    await ann.page.getByLabel('Game').selectOption('camelot');
    await ann.page.getByRole('button', { name: 'Create lobby' }).click();
    await ann.page.waitForURL(/\/l\/[2-9A-HJ-NP-Z]{12}$/, { timeout: TIMEOUT });
    const code = ann.page.url().split('/l/')[1];
    await ann.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    await bob.page.goto(`${base}/l/${code}`);
    await bob.page.locator('form.sit').getByRole('textbox', { name: 'Your name' }).fill('Bob');
    await bob.page.getByRole('button', { name: 'Sit in seat 2' }).click();
    await bob.page.locator('.seats li.mine').waitFor({ timeout: TIMEOUT });
    await ready(ann.page);
    await ready(bob.page);
    await ann.page.locator('button:enabled', { hasText: 'Start game' }).waitFor({ timeout: TIMEOUT });
    await ann.page.getByRole('button', { name: 'Start game' }).click();
    await waitPly(ann.page, 0);
    await waitPly(bob.page, 0);

    // Nothing to take back yet; a draw may be offered.
    const askBack = (page) => offers(page).getByRole('button', { name: 'Ask to take back' });
    const offerDraw = (page) => offers(page).getByRole('button', { name: 'Offer a draw' });
    check(await askBack(ann.page).isDisabled(), 'no move of Ann to take back yet');
    check(await offerDraw(ann.page).isEnabled(), 'a draw may be offered at the start');

    await clickMove(ann.page, 'F7-F8');
    await waitPly(bob.page, 1);
    const offerButton = await rect(askBack(ann.page));
    await askBack(ann.page).click();
    await offers(ann.page).getByText('You offered a takeback. Waiting for Bob.').waitFor({ timeout: TIMEOUT });
    await offers(bob.page).getByText('Ann offers a takeback: their last move goes back.').waitFor({ timeout: TIMEOUT });
    const accept = offers(bob.page).getByRole('button', { name: 'Accept the takeback' });
    const decline = offers(bob.page).getByRole('button', { name: 'Decline' });
    // The answers stand below the row where the offer buttons stood.
    const acceptAt = await rect(accept);
    check(acceptAt.y >= offerButton.y + offerButton.height, `the accept button is below the offers' row (${acceptAt.y} < ${offerButton.y + offerButton.height})`);
    check(!overlap(acceptAt, offerButton), 'the accept button is not where the offer button was');
    await shot(bob.page, 'camelot-offer');
    await decline.click();
    await offers(ann.page).getByText('You can offer again after your next move.').waitFor({ timeout: TIMEOUT });
    check(await offerDraw(ann.page).isDisabled(), 'one offer between two of her moves');
    check((await box(bob.page)).includes('Offer a draw'), `Bob's box is back to offers: ${await box(bob.page)}`);

    // Bob replies, Ann moves and asks again; Bob accepts, and both boards go back a move.
    await clickMove(bob.page, 'G10-G9');
    await waitPly(ann.page, 2);
    await clickMove(ann.page, 'E7-E8');
    await waitPly(bob.page, 3);
    await askBack(ann.page).click();
    await offers(bob.page).getByRole('button', { name: 'Accept the takeback' }).click();
    await waitPly(ann.page, 2);
    await waitPly(bob.page, 2);
    check((await position(bob.page)) === '2', 'Bob is back at ply 2');
    check(
      (await ann.page.locator('section#game [data-square="E8"]').getAttribute('aria-label'))?.includes('empty'),
      'E8 is empty again on Ann\'s board',
    );
    const status = ((await ann.page.getByTestId('camelot-status').textContent()) ?? '').trim();
    check(status.endsWith('your move'), `Ann is to move again: ${status}`);

    // Ann moves; Bob offers a draw; Ann accepts it by its named button.
    await clickMove(ann.page, 'E7-E8');
    await waitPly(bob.page, 3);
    await offerDraw(bob.page).click();
    await offers(ann.page).getByText('Bob offers a draw.').waitFor({ timeout: TIMEOUT });
    await offers(ann.page).getByRole('button', { name: 'Accept the draw' }).click();
    for (const page of [ann.page, bob.page]) {
      const over = page.getByTestId('camelot-over');
      await over.getByText('Draw: both players agreed.').waitFor({ timeout: TIMEOUT });
    }
    await shot(ann.page, 'camelot-draw-agreed');
    for (const p of [ann, bob]) check(p.errors.length === 0, `no page errors: ${p.errors.join('; ')}`);
  } finally {
    await browser.close();
  }
});
