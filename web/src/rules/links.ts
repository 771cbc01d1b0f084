// Where each rule is explained: the sections of the how-to-play pages (/rules/…) the game pages
// link to. The anchors are GitHub's heading anchors of docs/how-to-play-*.md; web/test/rules.test.ts
// checks that each one exists in the rendered text.

/** Attributes of a link that opens beside the current page (a game stays open). */
export const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

export type RulesGame = 'camelot' | 'super-camelot';

export const RULES_GAMES: readonly RulesGame[] = ['camelot', 'super-camelot'];

export const RULES_TITLE: Record<RulesGame, string> = {
  camelot: 'How to play Camelot',
  'super-camelot': 'How to play Super Camelot',
};

/** Sections the games link to, by what they explain. */
export const SECTIONS = {
  camelot: {
    moves: 'your-turn',
    plain: '1-plain-move',
    canter: '2-canter-leap-over-your-own-piece',
    jump: '3-jump-capture-an-enemy-piece',
    charge: '4-the-knights-charge-knights-only',
    castles: 'the-castles',
    end: 'how-a-game-ends',
    notation: 'writing-moves-wcf-notation',
  },
  'super-camelot': {
    turn: 'your-turn',
    move: 'move',
    attack: 'attack-with-your-sword',
    bomb: 'bomb',
    chest: 'open-a-chest-pick-up-claim',
    items: 'items-cards-and-treasures',
    enemies: 'the-enemy-turn',
    health: 'health-passing-out',
    winning: 'hidden-information-and-winning',
    forest: 'the-forest',
  },
} as const satisfies Record<RulesGame, Record<string, string>>;

export function rulesHref<G extends RulesGame>(game: G, section?: keyof (typeof SECTIONS)[G]): string {
  const id = section === undefined ? undefined : (SECTIONS[game] as Record<PropertyKey, string>)[section];
  return `/rules/${game}${id ? `#${id}` : ''}`;
}
