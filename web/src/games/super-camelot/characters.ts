import type { Character } from '../../protocol';

/** The six Characters in seat-choice order, each with its ability in words (how-to-play, ruling §2.6). */
export const CHARACTERS: { name: Character; blurb: string }[] = [
  { name: 'Arthur', blurb: 'Excalibur: once per turn, after any attack roll, reroll one die.' },
  { name: 'Gwenivere', blurb: 'Grace: when defending, a Gem blocks too (as well as a Shield or a Star).' },
  { name: 'Lancelot', blurb: 'Peerless: in each of his attack rolls, one Blank counts as a 1 Hit.' },
  { name: 'Percival', blurb: 'Pathfinder: his first Move each turn goes up to 4 squares instead of 3.' },
  { name: 'Kay', blurb: 'Seneschal: starts with a Small Key and opens Small Chests from any side, not only from below.' },
  {
    name: 'Merlin',
    blurb: 'Enchanter: starts with a Bomb; his own Bombs never hurt him; on his Bomb rolls each Blank also counts as a Gem.',
  },
];

/** The letter that marks a Character on the map (distinct for all six). */
export const CHARACTER_LETTER: Record<Character, string> = {
  Arthur: 'A',
  Gwenivere: 'G',
  Lancelot: 'L',
  Percival: 'P',
  Kay: 'K',
  Merlin: 'M',
};

/** A colour per Character (never the only cue: the letter is always drawn too). */
export const CHARACTER_COLOUR: Record<Character, string> = {
  Arthur: '#b8860b',
  Gwenivere: '#c2185b',
  Lancelot: '#1565c0',
  Percival: '#2e7d32',
  Kay: '#6d4c41',
  Merlin: '#6a1b9a',
};
