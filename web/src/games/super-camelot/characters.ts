import { t, tAttr } from '../../i18n';
import type { Character } from '../../protocol';

/** A Character's name as the current language says it: "Gwenivere", "Guenièvre". */
export function characterName(c: Character): string {
  return t(`sc-character-${c.toLowerCase()}`);
}

/** The six Characters in seat-choice order. */
const ORDER: Character[] = ['Arthur', 'Gwenivere', 'Lancelot', 'Percival', 'Kay', 'Merlin'];

/**
 * The six Characters in seat-choice order, each with its ability in words (how-to-play, ruling
 * §2.6), read from the catalogue (super-camelot.ftl) in the current language. `name` is the
 * protocol's name; `characterName` says it in the current language.
 */
export const CHARACTERS: readonly { readonly name: Character; readonly blurb: string }[] = ORDER.map((name) => ({
  name,
  get blurb(): string {
    return tAttr(`sc-character-${name.toLowerCase()}`, 'blurb');
  },
}));

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
