// Where each rule is explained: the sections of the how-to-play pages (/rules/…) the game pages
// link to. The anchors are GitHub's heading anchors of docs/how-to-play-*.md (English) and
// docs/fr/how-to-play-*.md (French); they differ per language, so each language maps the same keys
// to its own anchors, and a link names the anchor of the language the client speaks (the rules
// page, opened beside a game, shows that language's text). web/test/rules.test.ts checks that each
// one exists in the rendered text of its language.
import { lang, t, type Lang } from '../i18n';

/** Attributes of a link that opens beside the current page (a game stays open). */
export const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

export type RulesGame = 'camelot' | 'super-camelot';

export const RULES_GAMES: readonly RulesGame[] = ['camelot', 'super-camelot'];

/** Each page's title ("How to play Camelot"), in the language the client speaks when it is read. */
export const RULES_TITLE: Readonly<Record<RulesGame, string>> = {
  get camelot() {
    return t('rules-title-camelot');
  },
  get 'super-camelot'() {
    return t('rules-title-super-camelot');
  },
};

/** The English anchors, by what they explain; they also fix the keys every language has. */
const ENGLISH = {
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
} as const;

/** What a game can link to in its rules (`'charge'`, `'bomb'`). */
export type SectionKey<G extends RulesGame> = keyof (typeof ENGLISH)[G];

/** One language's anchors: every key of every game. */
export type Sections = { readonly [G in RulesGame]: Readonly<Record<SectionKey<G>, string>> };

/** The anchors of each language's texts, by what they explain. */
export const SECTION_ANCHORS: Readonly<Record<Lang, Sections>> = {
  en: ENGLISH,
  fr: {
    camelot: {
      moves: 'votre-tour',
      plain: '1-le-pas',
      canter: '2-le-galop-par-dessus-une-pièce-de-votre-camp',
      jump: '3-le-saut-prendre-une-pièce-ennemie',
      charge: '4-la-charge-du-chevalier-chevaliers-seulement',
      castles: 'les-châteaux',
      end: 'comment-finit-une-partie',
      notation: 'noter-les-coups-notation-wcf',
    },
    'super-camelot': {
      turn: 'votre-tour',
      move: 'déplacement',
      attack: 'attaquer-avec-votre-épée',
      bomb: 'bombe',
      chest: 'ouvrir-un-coffre-ramasser-prendre-le-graal',
      items: 'objets-cartes-et-trésors',
      enemies: 'le-tour-des-ennemis',
      health: 'vie-évanouissement',
      winning: 'informations-cachées-et-victoire',
      forest: 'la-forêt',
    },
  },
};

/** Sections the games link to, by what they explain: the anchors of the language the client speaks. */
export const SECTIONS: Sections = {
  get camelot() {
    return SECTION_ANCHORS[lang()].camelot;
  },
  get 'super-camelot'() {
    return SECTION_ANCHORS[lang()]['super-camelot'];
  },
};

/** The address of a game's rules, at one of its sections, in the language the client speaks. */
export function rulesHref<G extends RulesGame>(game: G, section?: SectionKey<G>): string {
  const id = section === undefined ? undefined : (SECTIONS[game] as Record<PropertyKey, string>)[section];
  return `/rules/${game}${id ? `#${id}` : ''}`;
}
