// The game screens in French: the same functions the pages call, with the language set to French
// (and back to English after each test). English is pinned by the other tests (camelot.test.ts,
// a11y-words.test.ts, sc-choices.test.ts, super-camelot.test.ts); here each French sentence is
// checked whole where it matters, and every label of every kind of choice is checked to be French.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang, t } from '../src/i18n';
import type { Action, Character, EnemyKind, Item, Prompt } from '../src/protocol';
import { TREASURE_GEMS } from '../src/protocol';
import { squareLabel } from '../src/games/camelot/Board';
import { START, parseMove, parsePosition } from '../src/games/camelot/model';
import { offerLine, offerState } from '../src/games/camelot/Offers';
import { compulsoryWords, whyNoMove } from '../src/games/camelot/routes';
import { boardWords, colorName, moveWords, pickWords, playerWords, resultWords, sideWords, turnWords } from '../src/games/camelot/words';
import { CHARACTERS, characterName } from '../src/games/super-camelot/characters';
import { firstRollLines } from '../src/games/super-camelot/log';
import { forestWords, squareWords } from '../src/games/super-camelot/textview';
import {
  actionLabel,
  anEnemy,
  diceWords,
  enemyName,
  itemName,
  squareContents,
  tileName,
  treasureEffect,
  treasureName,
  waitingWords,
} from '../src/games/super-camelot/words';
import { GLADE, choiceCases, choiceNames, player, sq, tile, view as scView } from './helpers';

beforeEach(() => setLang('fr'));
afterEach(() => setLang('en'));

/** The same words in English, for a comparison. */
function inEnglish<T>(f: () => T): T {
  setLang('en');
  try {
    return f();
  } finally {
    setLang('fr');
  }
}

/** A French sentence: something, with no placeholder left and no English message fallen back to. */
function french(text: string, english: string): void {
  expect(text.trim()).not.toBe('');
  expect(text).not.toContain('{');
  expect(text).not.toBe(english);
}

describe('Camelot in French', () => {
  const names = ['ann', 'bob'];

  it('says each move with its number, its mover and what it took', () => {
    expect(moveWords(names, 0, 'E6-C8', [])).toBe('ann (Blancs) a joué 1. E6-C8.');
    expect(
      moveWords(names, 4, 'E8xC10xC12', [
        { square: 'D9', piece: { color: 'black', role: 'knight' } },
        { square: 'C11', piece: undefined },
      ]),
    ).toBe('ann (Blancs) a joué 3. E8xC10xC12 et a pris le Chevalier noir en D9 et la pièce en C11.');
  });

  it('says where a picked piece may land', () => {
    expect(pickWords({ kind: 'partial', route: ['G6'], next: ['E8', 'G8', 'I8'] })).toBe('Pièce en G6 choisie\u00a0: elle peut aller en E8, G8 ou I8.');
    expect(pickWords({ kind: 'partial', route: ['G7', 'E9'], next: ['G9'] })).toBe('En E9\u00a0: continuez, vers G9.');
    expect(pickWords({ kind: 'choice', route: ['E6', 'C8'], move: 'E6-C8', next: ['C10'] })).toBe(
      'E6-C8 peut être joué\u00a0: choisissez C8 à nouveau pour le jouer, ou continuez, vers C10.',
    );
  });

  it('says whose turn it is', () => {
    expect(turnWords(names, 1, true)).toBe('À vous de jouer, bob (Noirs).');
    expect(turnWords(names, 0, false)).toBe('À ann (Blancs) de jouer.');
    expect(playerWords([], 1)).toBe('Place 2 (Noirs)');
    expect(colorName('white')).toBe('Blancs');
  });

  it('words every result', () => {
    expect(resultWords({ winners: [0], reason: 'castle' }, names)).toBe('ann (Blancs) gagne\u00a0: deux pièces dans le château des Noirs.');
    expect(resultWords({ winners: [1], reason: 'resignation' }, names)).toBe('bob (Noirs) gagne\u00a0: les Blancs ont abandonné.');
    expect(resultWords({ winners: [], reason: 'agreement' }, names)).toBe("Partie nulle\u00a0: les deux joueurs se sont mis d'accord.");
    for (const reason of ['castle', 'elimination', 'no legal move', 'resignation', 'time', 'abandonment']) {
      french(resultWords({ winners: [1], reason }, names), inEnglish(() => resultWords({ winners: [1], reason }, names)));
    }
    for (const reason of ['bare pieces', 'threefold repetition', '100 plies without progress', 'no legal move', 'time', 'agreement']) {
      french(resultWords({ winners: [], reason }, names), inEnglish(() => resultWords({ winners: [], reason }, names)));
    }
  });

  it('says the board in words, with French plurals', () => {
    const p = parsePosition(START);
    expect(boardWords(p, names, null, 'x')).toEqual([
      'ann (Blancs)\u00a0: Chevaliers C6, J6, D7, I7\u00a0; Soldats D6, E6, F6, G6, H6, I6, E7, F7, G7, H7.',
      'bob (Noirs)\u00a0: Chevaliers D10, I10, C11, J11\u00a0; Soldats E10, F10, G10, H10, D11, E11, F11, G11, H11, I11.',
      'Coups au château joués (2 au plus par camp)\u00a0: Blancs 0, Noirs 0.',
      "Aucun coup joué pour l'instant.",
      'x',
    ]);
    const lone = parsePosition('2/8/10/12/12/12/12/12/12/12/5N6/12/12/10/8/2 b 1 0 0 30');
    expect(sideWords(lone, 'white')).toBe('Chevalier F6\u00a0; aucun Soldat');
    expect(sideWords(lone, 'black')).toBe('plus aucune pièce');
  });

  it('labels the squares for screen readers', () => {
    expect(squareLabel('E6', { color: 'white', role: 'man' }, {})).toBe('E6, Soldat blanc');
    expect(squareLabel('F1', undefined, {})).toBe('F1, château des Blancs, vide');
    expect(squareLabel('E8', undefined, { targets: ['E8'], route: ['E6'] })).toBe('E8, vide, vous pouvez aller ici');
  });

  it('words the offers box', () => {
    expect(offerState(0, { to_move: 1, ply: 3, offered: [0] })).toMatchObject({ why: 'Vous pourrez proposer à nouveau après votre prochain coup.' });
    expect(offerLine({ kind: 'mine', offer: 'draw' }, 'bob')).toBe('Vous avez proposé la nulle. bob doit répondre.');
    expect(offerLine({ kind: 'theirs', offer: 'draw', plies: 1 }, 'bob')).toBe('bob propose la nulle.');
    expect(offerLine({ kind: 'theirs', offer: 'takeback', plies: 2 }, 'bob')).toBe(
      'bob demande une reprise\u00a0: son dernier coup et votre réponse sont annulés.',
    );
    expect(offerLine({ kind: 'theirs', offer: 'takeback', plies: 1 }, 'bob')).toBe('bob demande une reprise\u00a0: son dernier coup est annulé.');
    expect(offerLine({ kind: 'none', canDraw: true, canTakeback: true, why: null }, 'bob')).toBeNull();
  });

  it('explains a move that cannot be played', () => {
    expect(compulsoryWords(['E6xE8'])).toBe('La prise est obligatoire\u00a0: votre pièce en E6 (cerclée) doit prendre. La prise\u00a0: E6xE8.');
    expect(compulsoryWords(['E6xE8', 'F6xF8'])).toBe(
      "La prise est obligatoire\u00a0: l'une de vos pièces en E6 ou F6 (cerclées) doit prendre. Les prises\u00a0: E6xE8 ou F6xF8.",
    );
    expect(whyNoMove(['E6-E5'], 'A4', 'white')).toBe("La pièce en A4 n'a aucun coup légal.");
    const bad = parseMove('E6-E9');
    expect(bad.ok ? null : bad.error).toBe('E6-E9\u00a0: un pas va sur une case voisine ou passe par-dessus une case en ligne droite');
  });
});

// --- Super Camelot -----------------------------------------------------------------------------

describe('Super Camelot choices in French', () => {
  it('has every kind of choice the fixture holds, each in French', () => {
    const kinds = new Set<string>();
    for (const c of choiceCases) {
      for (const choice of c.choices) {
        kinds.add(choice.action.type);
        const fr = actionLabel(choice.action, { view: c.view, names: choiceNames });
        // The English label is the engine's, as sc-choices.test.ts checks.
        french(fr, choice.label);
      }
    }
    expect(kinds).toEqual(new Set(['move', 'end_turn', 'attack', 'bomb', 'step', 'stop_moving', 'undo_step', 'convert_star', 'kill']));
  });

  it('says the fixture’s choices as the engine’s French does', () => {
    const [first] = choiceCases;
    if (!first) throw new Error('no case');
    const labels = first.choices.map((c) => actionLabel(c.action, { view: first.view, names: choiceNames }));
    expect(labels).toContain('Se déplacer');
    expect(labels).toContain('Terminer le tour (3 Actions inutilisées)');
    expect(labels).toContain(
      "Attaquer au nord-est avec l'épée\u00a0: le Chevalier noir en J9 (2 Touches pour l'abattre) et le Buisson en J10",
    );
    expect(labels).toContain('Lancer une Bombe sur la zone de G7 à I9\u00a0: touche le Buisson en I8 et le Buisson en H9');
    const all = choiceCases.flatMap((c) => c.choices.map((ch) => actionLabel(ch.action, { view: c.view, names: choiceNames })));
    expect(all).toContain("Aller à l'est en J7\u00a0: ramasse une Petite clé");
    expect(all).toContain('Revenir sur le pas vers J10 (retour en I10)');
    expect(all).toContain("Compter l'Étoile comme une Gemme\u00a0: 1 Touche, pas assez pour le Chevalier noir en J9 (2 Touches pour l'abattre)\u00a0; 1 Gemme");
    expect(all).toContain('Tuer la Mimique en J10 (1 sur 2 Touches)');
  });

  // Every kind of action, one each, in one view: the compiler keeps the list complete.
  const names = ['ann', 'bob', 'cy'];
  const view = scView({
    turn: 3,
    actions_left: 2,
    pending: { seat: 0, prompt: { type: 'take_action', actions_left: 2 } },
    attack_dice: ['Blank', 'Star'],
    players: [
      player(0, { place: sq('J10'), treasures: [{ treasure: 'RacingBoots', state: 'FaceUp' }] }),
      player(1, { character: 'Gwenivere', place: sq('K11') }),
      player(2),
    ],
    tiles: [tile(1, 1)],
    squares: [
      { square: sq('J9'), object: null, enemy: { kind: 'DarkKnight', facing: 'S', holds_stolen: false, health: 2 }, items: [] },
      { square: sq('I10'), object: null, enemy: { kind: 'CarnivorousPlant', facing: 'E', holds_stolen: false, health: 1 }, items: [] },
      { square: sq('J11'), object: { BigChest: { open: false } }, enemy: null, items: [] },
      { square: sq('K10'), object: { Special: { kind: { Relic: 'Fire' }, count: 2 } }, enemy: null, items: ['GreenGem'] },
    ],
  });
  const every: Record<Action['type'], Action> = {
    place_on_circle: { type: 'place_on_circle', circle: 'East' },
    move: { type: 'move' },
    step: { type: 'step', to: sq('K10') },
    stop_moving: { type: 'stop_moving' },
    undo_step: { type: 'undo_step' },
    attack: { type: 'attack', arc: 'NorthWest' },
    bomb: { type: 'bomb', corner: sq('J9') },
    bow: { type: 'bow', target: sq('I10') },
    open_chest: { type: 'open_chest', chest: sq('J11') },
    pick_up: { type: 'pick_up', stack: sq('K10') },
    claim_grail: { type: 'claim_grail' },
    dig: { type: 'dig' },
    end_turn: { type: 'end_turn' },
    reroll: { type: 'reroll', die: 0 },
    keep_roll: { type: 'keep_roll' },
    convert_star: { type: 'convert_star', into: 'TwoHits' },
    kill: { type: 'kill', target: sq('J9') },
    draw_for: { type: 'draw_for', square: sq('J9') },
    decline_speed_potion: { type: 'decline_speed_potion' },
    activate: { type: 'activate', enemy: sq('I10') },
    target: { type: 'target', seat: 1 },
    knight_to: { type: 'knight_to', square: sq('J8') },
    surrender: { type: 'surrender', treasure: 0 },
  };
  it('words every kind of action in French', () => {
    for (const action of Object.values(every)) {
      const ctx = { view, names };
      french(actionLabel(action, ctx), inEnglish(() => actionLabel(action, ctx)));
    }
    const label = (a: Action) => actionLabel(a, { view, names });
    expect(label(every.step)).toBe("Aller à l'est en K10\u00a0: ramasse une Gemme verte");
    expect(label(every.open_chest)).toBe('Ouvrir le Grand coffre en J11 (avec la Grande clé)');
    expect(label(every.pick_up)).toBe('Ramasser la Relique du Feu en K10');
    expect(label(every.target)).toBe("Envoyer l'Ennemi contre bob (Guenièvre)");
    expect(label(every.surrender)).toBe(`Abandonner les Bottes de course (vaut ${TREASURE_GEMS.RacingBoots} Gemmes)`);
    expect(label(every.reroll)).toBe('Relancer le dé Blanc');
    expect(label(every.activate)).toBe('Activer ensuite la Plante carnivore en I10');
  });

  it('names every Item, Enemy, treasure, Character and prompt in French', () => {
    const items: Record<Item, true> = { GreenGem: true, BlueGem: true, Bomb: true, SmallKey: true };
    for (const i of Object.keys(items) as Item[]) french(itemName(i), inEnglish(() => itemName(i)));
    const enemies: Record<EnemyKind, true> = { CarnivorousPlant: true, Mimic: true, DarkKnight: true };
    for (const e of Object.keys(enemies) as EnemyKind[]) {
      french(enemyName(e), inEnglish(() => enemyName(e)));
      french(anEnemy(e), inEnglish(() => anEnemy(e)));
    }
    for (const tr of Object.keys(TREASURE_GEMS) as (keyof typeof TREASURE_GEMS)[]) {
      french(treasureName(tr), inEnglish(() => treasureName(tr)));
      french(treasureEffect(tr), inEnglish(() => treasureEffect(tr)));
    }
    // Three Characters keep their names in French; every ability is French.
    const renamed: Character[] = ['Gwenivere', 'Percival', 'Kay'];
    expect(renamed.map(characterName)).toEqual(['Guenièvre', 'Perceval', 'Keu']);
    for (const c of CHARACTERS) french(c.blurb, inEnglish(() => c.blurb));
    const prompts: Record<Prompt['type'], true> = {
      place_character: true,
      take_action: true,
      continue_move: true,
      reroll: true,
      convert_star: true,
      assign_hits: true,
      choose_litter: true,
      choose_loot: true,
      speed_potion: true,
      choose_enemy: true,
      choose_target: true,
      choose_knight_square: true,
      choose_stolen_treasure: true,
    };
    for (const type of Object.keys(prompts)) {
      const p = { type } as Prompt;
      french(waitingWords(p), inEnglish(() => waitingWords(p)));
    }
    // Map Tiles by their id, as the engine's French log names them; an unknown id keeps the server's name.
    expect(tileName({ id: 'N1', name: 'Fire Shrine' })).toBe('Sanctuaire du Feu');
    expect(inEnglish(() => tileName({ id: 'U04', name: "Knight's Crossing" }))).toBe("Knight's Crossing");
    expect(tileName({ id: 'X9', name: 'Odd Corner' })).toBe('Odd Corner');
    // The letters drawn on a tile nobody has entered yet: the Dark Knight's is French too.
    expect(['B', 'R', 'P', 'M', 'D'].map((symbol) => t('sc-ghost-letter', { symbol }))).toEqual(['B', 'R', 'P', 'M', 'CN']);
    expect(inEnglish(() => t('sc-ghost-letter', { symbol: 'D' }))).toBe('D');
    expect(diceWords(['TwoHits', 'OneHit', 'Star', 'Gem', 'Shield', 'Blank'])).toBe('2 Touches, 1 Touche, Étoile, Gemme, Bouclier, Blanc');
    expect(squareContents(view, sq('I10'))).toBe("une Plante carnivore tournée vers l'est");
    expect(squareContents(view, sq('K10'))).toBe('la pile de Reliques du Feu (il en reste 2), une Gemme verte');
  });
});

describe('what is said aloud in French', () => {
  // ann (Percival) on G8 below the Glade's Tree, bob (Kay) east of her, a Rock south of her.
  const me = player(0, {
    character: 'Percival',
    place: sq('G8'),
    health: 5,
    small_keys: 1,
    relics: [false, true, false],
    treasures: [{ treasure: 'Magnet', state: 'FaceUp' }],
    gems: 7,
    gems_to_goal: 33,
  });
  const view = scView({
    turn: 4,
    actions_left: 1,
    pending: { seat: 0, prompt: { type: 'take_action', actions_left: 1 } },
    players: [me, { ...me, seat: 1, character: 'Kay', place: sq('H8'), gems: null, gems_to_goal: null, treasures: [] }],
    tiles: [GLADE],
    squares: [{ square: sq('G9'), object: 'Rock', enemy: null, items: [] }],
    first_player_rolls: [[['Star', 'Star'], ['Blank', 'Star']]],
  });
  const names = ['ann', 'bob'];

  it('the forest in words', () => {
    const w = forestWords(view, names, 0, []);
    expect(w.you).toBe('Vous\u00a0: Perceval (P), en G8 sur la tuile Clairière paisible (U01).');
    expect(w.around).toEqual([
      'Nord, G7\u00a0: un Arbre.',
      'Est, H8\u00a0: bob (Keu, K).',
      'Sud, G9\u00a0: un Rocher.',
      'Ouest, F8\u00a0: forêt inexplorée.',
    ]);
    expect(w.cards).toEqual([
      'Gemmes\u00a0: 7 (encore 33 pour atteindre 40)',
      'Vie\u00a0: 5 sur 6',
      '1 Petite clé, 0 Bombe',
      "Reliques\u00a0: Eau",
      'Trésors\u00a0: Aimant (face visible, 7 Gemmes)',
    ]);
    expect(w.others).toEqual(['bob (Keu, K)\u00a0: en H8, Vie 5 sur 6, Gemmes cachées.']);
    expect(w.turn).toBe("Tour 4\u00a0: c'est votre tour, 1 action restante. Vous devez choisir une action.");
    expect(forestWords(view, names, null, []).turn).toBe(
      'Tour 4\u00a0: à ann (Perceval) de jouer, 1 action restante. En attente\u00a0: ann doit choisir une action.',
    );
    expect(squareWords(view, null, names)).toBe('le bord de la forêt');
  });

  it('the first-player rolls at the start of the log', () => {
    expect(firstRollLines(view, names).map((l) => l.text)).toEqual([
      'ann lance les dés pour désigner le premier joueur\u00a0: Étoile, Étoile',
      'bob lance les dés pour désigner le premier joueur\u00a0: Blanc, Étoile',
      "ann a obtenu le plus d'Étoiles (2) et joue en premier",
    ]);
  });
});
